#ifndef PICKERS_TTY_RESTORE_H
#define PICKERS_TTY_RESTORE_H

#include <stddef.h>
#include <sys/types.h>

/// Opens the controlling terminal (/dev/tty) for reading and writing, close-on-exec.
/// Returns the fd, or -1 with errno set.
int pk_tty_open(void);

/// Returned by pk_tty_enter_raw and pk_tty_enter_noecho when another process holds the terminal
/// (another picker is on it): nothing was changed.
#define PK_TTY_IN_USE (-2)

/// Takes the terminal, when this process has not taken it yet, and switches it to raw mode: no
/// echo, no canonical lines, no signal keys (Ctrl-C and Ctrl-Z arrive as bytes), and no newline
/// translation on output (LF only moves down). With `discard_input`, input typed before the switch
/// and not read yet is discarded (taking the terminal the first time); without it, it is kept
/// (taking it back after Ctrl-Z, when a key may already wait).
///
/// Taking the terminal: first the process waits until it is in the terminal's foreground process
/// group (a job started in the background is stopped by SIGTTOU until the shell's `fg`, as any
/// program that sets the terminal is); then it claims the terminal with an advisory lock on its
/// device, so that a second process doing the same is refused (PK_TTY_IN_USE) instead of saving
/// the first one's raw mode as the terminal's own settings; then it saves the settings (kept until
/// the next pk_tty_restore). A switch interrupted by a signal is tried again with the settings
/// read afresh. Returns 0; PK_TTY_IN_USE; or -1 with errno set — EINTR when a signal that ends
/// the process (any forwarded signal but SIGWINCH, SIGTSTP and SIGCONT) came while it waited.
int pk_tty_enter_raw(int fd, int discard_input);

/// Takes the terminal as pk_tty_enter_raw does and turns echo off while keeping lines, line
/// editing and the signal keys (Ctrl-C still interrupts), and the echo of the newline that ends a
/// line: for reading a secret a line at a time. Returns as pk_tty_enter_raw does.
int pk_tty_enter_noecho(int fd);

/// Sets the bytes written to the terminal by an emergency restore (a crash or a signal): they
/// turn off the modes the program turned on (mouse, paste, alternate screen) and show the cursor.
/// At most 255 bytes are kept.
void pk_tty_set_restore_bytes(const char *bytes, size_t length);

/// Gives the terminal back: writes the restore bytes, puts back the saved termios and releases
/// the claim on the terminal. Async-signal-safe; a no-op when nothing was saved. Returns 0, or -1
/// when tcsetattr failed.
int pk_tty_restore(void);

/// Installs the signal handlers and returns the read end of a non-blocking self-pipe on which
/// each caught signal arrives as one byte holding its number: SIGWINCH, SIGTSTP and SIGCONT, and
/// every signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
/// SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, …), so the loop can
/// give the terminal back before it dies. A signal that was ignored at the start stays ignored.
/// Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT) restore the terminal in the
/// handler and are then re-raised with the default action. Returns -1 with errno set on failure.
int pk_signals_install(void);

/// Returns 1 when `signo` was ignored when pk_signals_install ran (and so is still ignored), else 0.
int pk_signal_was_ignored(int signo);

/// Puts back the signal dispositions found by pk_signals_install and closes the pipe.
void pk_signals_uninstall(void);

/// Stops the process as a terminal stop would (after the caller restored the terminal):
/// SIGTSTP with its default action; returns once the process is continued.
void pk_suspend_self(void);

/// Ends the process by `signo` with its default action, so the parent sees the real cause
/// (e.g. a shell reports "Terminated"), after killing the child process groups (see
/// pk_child_group_add). Falls back to _exit(128 + signo).
void pk_die_by_signal(int signo);

/// Adds the process group `group` (a child that leads its own, such as a preview's command) to
/// those that must not outlive the process: each is sent SIGKILL when the process ends by a
/// signal (pk_die_by_signal), crashes, or exits. Lock-free, so a signal handler can read the list
/// while any thread changes it. Returns 0, or -1 when the list is full (64 groups).
int pk_child_group_add(pid_t group);

/// Takes `group` off the list: its leader was waited for (call it before the leader is reaped, so
/// that the number is never signalled once it may belong to another process).
void pk_child_group_remove(pid_t group);

/// Sends SIGKILL to every process group on the list. Async-signal-safe.
void pk_child_groups_kill(void);

/// The posix_spawn flag that starts the child in a session of its own (POSIX_SPAWN_SETSID): it
/// then has no controlling terminal and leads a process group of its own.
short pk_spawn_new_session_flag(void);

/// Runs `/bin/sh -c command` as the foreground job of the terminal behind `fd`, which the caller
/// has given back (its settings restored): the command leads a process group of its own, made the
/// terminal's foreground group, with the terminal as its standard input (and its standard output
/// and error where the process's are not a terminal), every signal at its default. Ctrl-C and
/// Ctrl-Z typed go to the command. Stopped (Ctrl-Z), this process stops too, as a job does, and
/// continues the command when it is continued. A signal that would end this process ends the
/// command (SIGTERM). Once it ends, this process's group is the foreground again and the terminal
/// settings from before the command are put back. The command's group is on the list of
/// pk_child_group_add while it runs. Returns 0 and the wait status in `status`, or -1 with errno.
int pk_run_foreground(int fd, const char *command, int *status);
/// Replaces the process with `/bin/sh -c command`, its standard input the terminal (when there is
/// one), after killing the listed child groups. Returns only when that fails, with the reason.
const char *pk_become(const char *command);
#endif
