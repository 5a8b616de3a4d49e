#include <gvc.h>
#include <gvplugin.h>
