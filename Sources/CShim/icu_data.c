// Reaches the data switch of the ICU that swift-corelibs-foundation builds in (its symbols carry
// a "swift_" prefix). The reference is weak: a program linked without that ICU sees a null
// function and nothing happens.
#include "icu_data.h"

#if defined(__linux__)
// ICU's udata.h: UDataFileAccess. UDATA_NO_FILES = 3: "ICU does not access the file system for
// data loading".
extern void swift_udata_setFileAccess(int access, int *status) __attribute__((weak));
#endif

void pk_icu_builtin_data_only(void) {
#if defined(__linux__)
    if (swift_udata_setFileAccess) {
        int status = 0;
        swift_udata_setFileAccess(3, &status);
    }
#endif
}
