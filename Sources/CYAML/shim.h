// The libyaml C API, exposed to Swift as the CYAML module.
#include <yaml.h>
