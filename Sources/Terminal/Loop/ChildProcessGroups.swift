import CShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process groups of child processes that must not outlive this process (a preview's
/// command and what it started): each is sent SIGKILL when the process ends by a signal (after the
/// terminal is given back), when it crashes, and when it exits.
///
/// The list lives in C (`CShim`), where the signal path reaches it without locks; any thread may
/// add and remove groups.
package enum ChildProcessGroups {
    /// The `posix_spawn` flag that starts a child in a session of its own: it has no controlling
    /// terminal (it cannot open `/dev/tty`, nor be stopped or hung up by the terminal) and leads a
    /// process group of its own, whose number is its own.
    package static var newSessionFlag: Int16 { pk_spawn_new_session_flag() }

    /// Adds `group`; false when the list is full (the caller ends the group itself).
    package static func add(_ group: pid_t) -> Bool {
        pk_child_group_add(group) == 0
    }

    /// Takes `group` off the list, before its leader is reaped (its number may then be reused).
    package static func remove(_ group: pid_t) {
        pk_child_group_remove(group)
    }
}
