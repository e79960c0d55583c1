"""The pre-commit package's version and its one dependency, `mdtool` of the same
version, both read from VERSION (mdtool's one declaration of its version)."""

import os

from hatchling.metadata.plugin.interface import MetadataHookInterface


class VersionFromFile(MetadataHookInterface):
    def update(self, metadata):
        with open(os.path.join(self.root, "VERSION"), encoding="utf-8") as file:
            version = file.read().strip()
        metadata["version"] = version
        metadata["dependencies"] = [f"mdtool=={version}"]
