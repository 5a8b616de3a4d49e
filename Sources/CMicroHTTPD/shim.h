#include <dlfcn.h>
#include <microhttpd.h>
#include <stddef.h>

// libmicrohttpd, with the TLS libraries it brings in, took about 2.5 ms of every start of
// lifeline (half of `lifeline --version`), though only `serve` runs a server. So nothing
// refers to its functions directly: on Linux the package takes only this header (the
// CMicroHTTPDHeader module) and links no library, and a server opens it here when it
// starts. The table's types are the header's own, so a signature that changes there
// fails to compile here.
typedef struct {
    __typeof__(&MHD_start_daemon_va) start_daemon_va;
    __typeof__(&MHD_stop_daemon) stop_daemon;
    __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
    __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
    __typeof__(&MHD_destroy_response) destroy_response;
    __typeof__(&MHD_add_response_header) add_response_header;
    __typeof__(&MHD_queue_response) queue_response;
    __typeof__(&MHD_lookup_connection_value) lookup_connection_value;
} lifeline_microhttpd;

// Fills `table`; returns NULL, or what went wrong. Where the library is linked in
// (macOS, through pkg-config) and its file is not found by name, the program's own
// symbols are used.
static inline const char *lifeline_microhttpd_open(lifeline_microhttpd *table) {
    static const char *const names[] = {"libmicrohttpd.so.12", "libmicrohttpd.12.dylib", "libmicrohttpd.dylib"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) library = dlopen(NULL, RTLD_NOW);
    if (library == NULL) return dlerror();
#define LIFELINE_MICROHTTPD_FIND(field, symbol)                                 \
    table->field = (__typeof__(table->field))dlsym(library, symbol);            \
    if (table->field == NULL) return "libmicrohttpd has no " symbol;
    LIFELINE_MICROHTTPD_FIND(start_daemon_va, "MHD_start_daemon_va")
    LIFELINE_MICROHTTPD_FIND(stop_daemon, "MHD_stop_daemon")
    LIFELINE_MICROHTTPD_FIND(create_response_from_buffer, "MHD_create_response_from_buffer")
    LIFELINE_MICROHTTPD_FIND(create_response_from_callback, "MHD_create_response_from_callback")
    LIFELINE_MICROHTTPD_FIND(destroy_response, "MHD_destroy_response")
    LIFELINE_MICROHTTPD_FIND(add_response_header, "MHD_add_response_header")
    LIFELINE_MICROHTTPD_FIND(queue_response, "MHD_queue_response")
    LIFELINE_MICROHTTPD_FIND(lookup_connection_value, "MHD_lookup_connection_value")
#undef LIFELINE_MICROHTTPD_FIND
    return NULL;
}
