#ifndef PICKERS_ICU_DATA_H
#define PICKERS_ICU_DATA_H

/// Tells the ICU inside Foundation (Linux) to read its data only from the copy built into the
/// program, never from files: otherwise every resource bundle it opens first looks for a file of
/// its own under /usr/share/icu/icudt76l/ (nine failed stat calls before a date picker's first
/// screen). Foundation's ICU carries all of its data, so nothing is lost. Must run before
/// anything uses ICU and before a second thread starts. A no-op where Foundation has no such ICU
/// (macOS) or the program was not linked with it.
void pk_icu_builtin_data_only(void);

#endif
