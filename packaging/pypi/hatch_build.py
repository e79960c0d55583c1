"""Tags the mdtool wheel for the one platform its binary runs on.

The wheel carries a native executable and no Python code, so it is tagged
`py3-none-<platform>`: any Python 3 on that platform installs it, and pip picks it only
there. scripts/release passes the platform tag (for example `manylinux_2_36_x86_64`, from
the newest glibc symbol the binary uses) in MDTOOL_WHEEL_PLATFORM.
"""

import os

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class PlatformWheelHook(BuildHookInterface):
    def initialize(self, version, build_data):
        platform = os.environ.get("MDTOOL_WHEEL_PLATFORM", "").strip()
        if not platform:
            raise RuntimeError("MDTOOL_WHEEL_PLATFORM is not set: build the wheel with scripts/release")
        if not os.access(os.path.join(self.root, "mdtool"), os.X_OK):
            raise RuntimeError("no executable mdtool next to pyproject.toml: build the wheel with scripts/release")
        build_data["pure_python"] = False
        build_data["tag"] = f"py3-none-{platform}"
