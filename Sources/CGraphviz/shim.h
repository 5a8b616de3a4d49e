#include <gvc.h>
#include <gvplugin.h>
#include <graphviz_version.h>

// The few calls whose signatures changed between Graphviz 2.42 (Debian 12, CI) and the
// current releases (13 and 14, Homebrew), each behind one wrapper chosen at compile time.
// graphviz_version.h names the plugin ABI in GVPLUGIN_VERSION: 6 up to 12.x, 8 from 13.0,
// the release that made the DOT lexer reentrant, took gvRenderData's length as size_t,
// and removed agsetfile and Agiddisc_t.alloc. cdt.h defines DT_BAG only before 9.0, the
// release that dropped gvPluginList's fourth parameter.

#if GVPLUGIN_VERSION >= 8
#define LIFELINE_GRAPHVIZ_13 1
#else
#define LIFELINE_GRAPHVIZ_13 0
#endif

/// gvRenderData with a size_t length on every version.
static inline int lifeline_render_data(GVC_t *gvc, graph_t *graph, const char *format, char **result, size_t *length) {
#if LIFELINE_GRAPHVIZ_13
    return gvRenderData(gvc, graph, format, result, length);
#else
    unsigned int narrow = 0;
    int status = gvRenderData(gvc, graph, format, result, &narrow);
    *length = narrow;
    return status;
#endif
}

/// gvPluginList without the parameter that 2.42 to 8.x took and ignored.
static inline char **lifeline_plugin_list(GVC_t *gvc, const char *kind, int *count) {
#ifdef DT_BAG
    return gvPluginList(gvc, kind, count, NULL);
#else
    return gvPluginList(gvc, kind, count);
#endif
}

/// Before 13.0 the lexer is global and counts lines across reads; this restarts the count
/// for the next text. From 13.0 every read has its own lexer, starting at line 1.
static inline void lifeline_restart_line_numbers(void) {
#if !LIFELINE_GRAPHVIZ_13
    agsetfile(NULL);
#endif
}

/// Whether one read can leave text in the lexer for the next (before 13.0), so the reader
/// must drain it.
static inline int lifeline_lexer_is_shared(void) {
    return !LIFELINE_GRAPHVIZ_13;
}

static inline long lifeline_refuse_id(void *state, int objtype, IDTYPE id) {
    (void)state;
    (void)objtype;
    (void)id;
    return 0;
}

/// An ID discipline from its callbacks; before 13.0 it also has an `alloc` callback, which
/// refuses every request (cgraph asks only through agidnode, which we never call).
static inline Agiddisc_t lifeline_id_discipline(
    void *(*open)(Agraph_t *, Agdisc_t *),
    long (*map)(void *, int, char *, IDTYPE *, int),
    void (*release)(void *, int, IDTYPE),
    char *(*print)(void *, int, IDTYPE),
    void (*close)(void *),
    void (*idregister)(void *, int, void *)) {
    Agiddisc_t discipline = {0};
    discipline.open = open;
    discipline.map = map;
#if !LIFELINE_GRAPHVIZ_13
    discipline.alloc = lifeline_refuse_id;
#endif
    discipline.free = release;
    discipline.print = print;
    discipline.close = close;
    discipline.idregister = idregister;
    return discipline;
}
