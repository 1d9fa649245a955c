import CShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Top-level code runs on the main actor, where the prompts live. ICU reads the data built into
// the program, not files (see icu_data.h), from the start.
pk_icu_builtin_data_only()
exit(PickerProgram.run(ArgumentBytes.current()))
