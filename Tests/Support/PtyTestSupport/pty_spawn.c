#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif

#include "pty_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>

#if defined(__APPLE__)
#include <util.h>
#else
#include <pty.h>
#endif

#if defined(__linux__)
#include <sys/syscall.h>
#endif

/// Lowest descriptor the child moves its sources to before it builds 0, 1 and 2 from them, so
/// that no `dup2` overwrites a source that is still needed.
enum { PK_HIGH_FD = 10 };

static int pk_set_flags(int fd, int nonblocking) {
    int fdflags = fcntl(fd, F_GETFD);
    if (fdflags < 0 || fcntl(fd, F_SETFD, fdflags | FD_CLOEXEC) < 0) return -1;
    if (nonblocking) {
        int flags = fcntl(fd, F_GETFL);
        if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) return -1;
    }
    return 0;
}

static int pk_make_pipe(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    if (pk_set_flags(fds[0], 0) != 0 || pk_set_flags(fds[1], 0) != 0) {
        int saved = errno;
        close(fds[0]);
        close(fds[1]);
        fds[0] = fds[1] = -1;
        errno = saved;
        return -1;
    }
    return 0;
#endif
}

static void pk_close_if_open(int *fd) {
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

/// Closes every descriptor from `low` to `high` inclusive. Async-signal-safe.
static void pk_close_range(int low, int high) {
    if (low > high) return;
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned int)low, (unsigned int)high, 0u) == 0) return;
#endif
    for (int fd = low; fd <= high; fd++) close(fd);
}

/// Reports `error` to the parent through the exec-status pipe and ends the child.
static void pk_child_fail(int report_fd, int error) {
    ssize_t ignored = write(report_fd, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

/// Runs in the child between fork and exec: async-signal-safe calls only.
static void pk_child(const char *path, char *const argv[], char *const envp[],
                     int slave, int stdin_fd, int out_w, int err_w, int report_fd,
                     int max_fd, const struct sigaction *default_action,
                     const sigset_t *empty_mask) {
    for (int sig = 1; sig < NSIG; sig++) {
        if (sig == SIGKILL || sig == SIGSTOP) continue;
        sigaction(sig, default_action, NULL);
    }
    sigprocmask(SIG_SETMASK, empty_mask, NULL);

    if (setsid() < 0) pk_child_fail(report_fd, errno);
    if (ioctl(slave, TIOCSCTTY, 0) < 0) pk_child_fail(report_fd, errno);

    int slave_high = fcntl(slave, F_DUPFD, PK_HIGH_FD);
    int stdin_high = stdin_fd >= 0 ? fcntl(stdin_fd, F_DUPFD, PK_HIGH_FD) : slave_high;
    int out_high = fcntl(out_w, F_DUPFD, PK_HIGH_FD);
    int err_high = fcntl(err_w, F_DUPFD, PK_HIGH_FD);
    int report_high = fcntl(report_fd, F_DUPFD_CLOEXEC, PK_HIGH_FD);
    if (slave_high < 0 || stdin_high < 0 || out_high < 0 || err_high < 0 || report_high < 0) {
        pk_child_fail(report_fd, errno);
    }
    report_fd = report_high;

    if (dup2(stdin_high, 0) < 0 || dup2(out_high, 1) < 0 || dup2(err_high, 2) < 0) {
        pk_child_fail(report_fd, errno);
    }

    /* Keep only 0, 1, 2 and the close-on-exec report pipe, which exec closes. */
    pk_close_range(3, report_fd - 1);
    pk_close_range(report_fd + 1, max_fd);

    execve(path, argv, envp);
    pk_child_fail(report_fd, errno);
}

int pk_pty_spawn(const char *path, char *const argv[], char *const envp[],
                 unsigned short rows, unsigned short cols, int stdin_fd,
                 pk_pty_process *out) {
    int master = -1, slave = -1;
    int out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1}, report_pipe[2] = {-1, -1};
    int saved_errno = 0;

    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = cols;

    if (openpty(&master, &slave, NULL, NULL, &size) != 0) return -1;
    if (pk_set_flags(master, 0) != 0 || pk_set_flags(slave, 0) != 0) goto fail;
    if (pk_make_pipe(out_pipe) != 0 || pk_make_pipe(err_pipe) != 0 ||
        pk_make_pipe(report_pipe) != 0) {
        goto fail;
    }

    /* Everything the child needs is prepared before fork. */
    int max_fd = 65535;
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
        limit.rlim_cur < (rlim_t)(1 << 20)) {
        max_fd = (int)limit.rlim_cur - 1;
    }
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigset_t empty_mask;
    sigemptyset(&empty_mask);

    pid_t pid = fork();
    if (pid < 0) goto fail;
    if (pid == 0) {
        pk_child(path, argv, envp, slave, stdin_fd, out_pipe[1], err_pipe[1], report_pipe[1],
                 max_fd, &default_action, &empty_mask);
        _exit(127); /* not reached */
    }

    pk_close_if_open(&slave);
    pk_close_if_open(&out_pipe[1]);
    pk_close_if_open(&err_pipe[1]);
    pk_close_if_open(&report_pipe[1]);

    /* Blocks until exec succeeds (EOF: the pipe was close-on-exec) or the child reports. */
    int child_errno = 0;
    ssize_t got;
    do {
        got = read(report_pipe[0], &child_errno, sizeof child_errno);
    } while (got < 0 && errno == EINTR);
    pk_close_if_open(&report_pipe[0]);

    if (got == (ssize_t)sizeof child_errno) {
        int ignored_status;
        while (waitpid(pid, &ignored_status, 0) < 0 && errno == EINTR) {}
        saved_errno = child_errno;
        goto fail_with_saved;
    }

    if (pk_set_flags(master, 1) != 0 || pk_set_flags(out_pipe[0], 1) != 0 ||
        pk_set_flags(err_pipe[0], 1) != 0) {
        saved_errno = errno;
        kill(pid, SIGKILL);
        int ignored_status;
        while (waitpid(pid, &ignored_status, 0) < 0 && errno == EINTR) {}
        goto fail_with_saved;
    }

    out->pid = pid;
    out->master_fd = master;
    out->stdout_fd = out_pipe[0];
    out->stderr_fd = err_pipe[0];
    return 0;

fail:
    saved_errno = errno;
fail_with_saved:
    pk_close_if_open(&master);
    pk_close_if_open(&slave);
    pk_close_if_open(&out_pipe[0]);
    pk_close_if_open(&out_pipe[1]);
    pk_close_if_open(&err_pipe[0]);
    pk_close_if_open(&err_pipe[1]);
    pk_close_if_open(&report_pipe[0]);
    pk_close_if_open(&report_pipe[1]);
    errno = saved_errno;
    return -1;
}

int pk_pty_set_window_size(int master_fd, unsigned short rows, unsigned short cols) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = cols;
    return ioctl(master_fd, TIOCSWINSZ, &size);
}

int pk_pty_get_window_size(int fd, unsigned short *rows, unsigned short *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

static int pk_termios(int fd, struct termios *modes) {
    int result;
    do {
        result = tcgetattr(fd, modes);
    } while (result != 0 && errno == EINTR);
    return result;
}

int pk_pty_is_canonical(int fd) {
    struct termios modes;
    if (pk_termios(fd, &modes) != 0) return -1;
    return (modes.c_lflag & ICANON) ? 1 : 0;
}

int pk_pty_is_echo(int fd) {
    struct termios modes;
    if (pk_termios(fd, &modes) != 0) return -1;
    return (modes.c_lflag & ECHO) ? 1 : 0;
}

int pk_pty_is_signal_generating(int fd) {
    struct termios modes;
    if (pk_termios(fd, &modes) != 0) return -1;
    return (modes.c_lflag & ISIG) ? 1 : 0;
}

int pk_pty_is_translating_cr(int fd) {
    struct termios modes;
    if (pk_termios(fd, &modes) != 0) return -1;
    return (modes.c_iflag & ICRNL) ? 1 : 0;
}

int pk_pty_is_output_processed(int fd) {
    struct termios modes;
    if (pk_termios(fd, &modes) != 0) return -1;
    return (modes.c_oflag & OPOST) ? 1 : 0;
}

int pk_pty_wait(pid_t pid, int nohang, int *status_code) {
    int status = 0;
    pid_t result;
    do {
        result = waitpid(pid, &status, nohang ? WNOHANG : 0);
    } while (result < 0 && errno == EINTR);
    if (result < 0) return -1;
    if (result == 0) return 0;
    if (WIFEXITED(status)) {
        *status_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        *status_code = 128 + WTERMSIG(status);
    } else {
        *status_code = -1;
    }
    return 1;
}

int pk_pty_open_pair(unsigned short rows, unsigned short cols, int *master_fd, int *slave_fd) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = cols;
    int master = -1, slave = -1;
    if (openpty(&master, &slave, NULL, NULL, &size) != 0) return -1;
    if (pk_set_flags(master, 1) != 0 || pk_set_flags(slave, 0) != 0) {
        int saved = errno;
        close(master);
        close(slave);
        errno = saved;
        return -1;
    }
    *master_fd = master;
    *slave_fd = slave;
    return 0;
}
