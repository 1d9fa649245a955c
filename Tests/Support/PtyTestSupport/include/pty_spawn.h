#ifndef PICKERS_PTY_SPAWN_H
#define PICKERS_PTY_SPAWN_H

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A program started by `pk_pty_spawn`: its process id and the parent's ends of its terminal
/// and output pipes. Every descriptor is close-on-exec and non-blocking.
typedef struct {
    /// Process id of the child; it leads a new session and process group (pgid == pid).
    pid_t pid;
    /// Master side of the pseudo-terminal whose slave is the child's controlling terminal.
    int master_fd;
    /// Read end of the pipe that is the child's standard output.
    int stdout_fd;
    /// Read end of the pipe that is the child's standard error.
    int stderr_fd;
} pk_pty_process;

/// Starts `path` with `argv` and `envp` (both NULL-terminated) in a new session whose controlling
/// terminal is a fresh pseudo-terminal of `rows` x `cols` cells.
///
/// Standard input is the pseudo-terminal slave when `stdin_fd` is negative, otherwise a duplicate
/// of `stdin_fd` (the caller keeps and closes its own copy). Standard output and standard error
/// are pipes whose read ends are returned in `out`. Every descriptor above 2 is closed in the
/// child, and signal dispositions and the signal mask are reset to their defaults before exec.
/// Between fork and exec the child makes only async-signal-safe calls.
///
/// Returns 0 on success. Returns -1 and sets `errno` when the terminal, the pipes or the process
/// cannot be created, or when `execve` fails in the child (then the child's `errno`, such as
/// `ENOENT` or `EACCES`, is reported and the child has already been reaped).
int pk_pty_spawn(const char *path, char *const argv[], char *const envp[],
                 unsigned short rows, unsigned short cols, int stdin_fd,
                 pk_pty_process *out);

/// Opens a pseudo-terminal pair of `rows` x `cols` cells for use inside the test process: the
/// slave (for a loop to run on) and the master (for the test to type on and read from). Both are
/// close-on-exec; the master is non-blocking. Returns 0, or -1 with `errno`.
int pk_pty_open_pair(unsigned short rows, unsigned short cols, int *master_fd, int *slave_fd);

/// Sets the window size of the pseudo-terminal behind `master_fd` (TIOCSWINSZ); the kernel sends
/// SIGWINCH to the terminal's foreground process group. Returns 0, or -1 with `errno`.
int pk_pty_set_window_size(int master_fd, unsigned short rows, unsigned short cols);

/// Reads the window size of the pseudo-terminal behind `fd` (TIOCGWINSZ).
/// Returns 0, or -1 with `errno`.
int pk_pty_get_window_size(int fd, unsigned short *rows, unsigned short *cols);

/// Returns 1 when the terminal behind `fd` is in canonical (line-editing) mode, 0 when it is not,
/// -1 with `errno` when its attributes cannot be read. On a master descriptor this reports the
/// slave's mode, which outlives the program that set it.
int pk_pty_is_canonical(int fd);

/// Returns 1 when the terminal behind `fd` echoes input, 0 when it does not, -1 with `errno`.
int pk_pty_is_echo(int fd);

/// Returns 1 when the terminal behind `fd` turns Ctrl-C / Ctrl-Z / Ctrl-\ into signals (ISIG),
/// 0 when it does not, -1 with `errno`.
int pk_pty_is_signal_generating(int fd);

/// Returns 1 when the terminal behind `fd` translates carriage return to newline on input (ICRNL),
/// 0 when it does not, -1 with `errno`.
int pk_pty_is_translating_cr(int fd);

/// Returns 1 when the terminal behind `fd` post-processes output (OPOST, which turns "\n" into
/// "\r\n"), 0 when it does not, -1 with `errno`.
int pk_pty_is_output_processed(int fd);

/// Waits for `pid` without blocking when `nohang` is non-zero. Returns 1 when the child was reaped
/// and stores its exit code in `status_code` (the exit status, or 128 + signal number when it
/// was killed by a signal), 0 when it is still running, -1 with `errno` on error.
int pk_pty_wait(pid_t pid, int nohang, int *status_code);

#ifdef __cplusplus
}
#endif

#endif /* PICKERS_PTY_SPAWN_H */
