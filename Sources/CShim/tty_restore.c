// Terminal restore and signal plumbing. This lives in C because a signal handler may only call
// async-signal-safe functions and must reach the saved state without locks or allocation.
#define _GNU_SOURCE
#include "tty_restore.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static int saved_fd = -1;
static struct termios saved_termios;
static volatile sig_atomic_t have_saved = 0;
static char restore_bytes[256];
static volatile sig_atomic_t restore_length = 0;
static int pipe_fds[2] = {-1, -1};

// Forwarded to the run loop through the self-pipe: the loop resizes, suspends, resumes, or gives
// the terminal back in order and then ends the process by the same signal. Every signal whose
// default action ends the process is here (or among the crash signals), so none of them can leave
// the terminal raw.
static const int forwarded_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGPOLL
    SIGPOLL,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
// Restored in the handler itself (the program may not get back to its loop), then re-raised.
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
#define FORWARDED_COUNT (sizeof(forwarded_signals) / sizeof(forwarded_signals[0]))
#define CRASH_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))
static struct sigaction previous_forwarded[FORWARDED_COUNT];
static struct sigaction previous_crash[CRASH_COUNT];
static int installed = 0;

int pk_tty_open(void) {
    return open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY);
}

/* Reads the terminal's settings into *current and, the first time, keeps them for the restore. */
static int save_current(int fd, struct termios *current) {
    if (tcgetattr(fd, current) != 0) return -1;
    if (!have_saved) {
        saved_termios = *current;
        saved_fd = fd;
        have_saved = 1;
    }
    return 0;
}

int pk_tty_enter_raw(int fd, int discard_input) {
    struct termios current;
    if (save_current(fd, &current) != 0) return -1;
    struct termios raw = current;
    raw.c_iflag &= ~(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    raw.c_lflag &= ~(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    raw.c_cflag &= ~(CSIZE | PARENB);
    raw.c_cflag |= CS8;
    // Output processing stays on, but newline is not turned into CR LF: the renderer writes its
    // own carriage returns, and a translated LF would cost a byte per row.
    raw.c_oflag |= OPOST;
    raw.c_oflag &= ~ONLCR;
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    return tcsetattr(fd, discard_input ? TCSAFLUSH : TCSANOW, &raw);
}

int pk_tty_enter_noecho(int fd) {
    struct termios current;
    if (save_current(fd, &current) != 0) return -1;
    struct termios quiet = current;
    quiet.c_lflag &= ~(ECHO | ECHOE | ECHOK);
    quiet.c_lflag |= ECHONL | ICANON | ISIG;
    return tcsetattr(fd, TCSAFLUSH, &quiet);
}

void pk_tty_set_restore_bytes(const char *bytes, size_t length) {
    if (length > sizeof(restore_bytes)) length = sizeof(restore_bytes);
    restore_length = 0;
    memcpy(restore_bytes, bytes, length);
    restore_length = (sig_atomic_t)length;
}

int pk_tty_restore(void) {
    if (!have_saved) return 0;
    size_t left = (size_t)restore_length;
    const char *p = restore_bytes;
    while (left > 0) {
        ssize_t n = write(saved_fd, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        p += n;
        left -= (size_t)n;
    }
    // TCSANOW, not TCSADRAIN: a terminal that stopped reading must not hold the restore (or the
    // signal handler that calls it) until its output drains.
    int rc = 0;
    while ((rc = tcsetattr(saved_fd, TCSANOW, &saved_termios)) != 0 && errno == EINTR) {}
    // The next raw mode saves afresh: the process may take a terminal again (another prompt,
    // another descriptor) and must give back what it found then.
    if (rc == 0) have_saved = 0;
    return rc;
}

static void forward_signal(int signo) {
    int saved_errno = errno;
    unsigned char byte = (unsigned char)signo;
    if (pipe_fds[1] >= 0) {
        ssize_t ignored = write(pipe_fds[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

/// Puts the default action back for `signo`, unblocks it and raises it. Async-signal-safe.
static void raise_with_default_action(int signo) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(signo, &dfl, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
}

static void crash_signal(int signo) {
    pk_tty_restore();
    raise_with_default_action(signo);
}

int pk_signals_install(void) {
    if (installed) return pipe_fds[0];
    if (pipe2(pipe_fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = forward_signal;
    // No SA_RESTART: a signal interrupts whatever waits, and the loop hears of it at once.
    action.sa_flags = 0;
    // One call per signal sets the handler and returns the old one (a program's start pays for
    // each system call). A signal the parent ignores stays ignored (nohup, `trap "" HUP`), as
    // POSIX programs do: its old action is put back, with the signals blocked meanwhile so none
    // is taken by the handler in between (a blocked signal whose action is to ignore it is
    // discarded).
    sigset_t forwarded, before;
    sigemptyset(&forwarded);
    for (size_t i = 0; i < FORWARDED_COUNT; i++) sigaddset(&forwarded, forwarded_signals[i]);
    sigprocmask(SIG_BLOCK, &forwarded, &before);
    for (size_t i = 0; i < FORWARDED_COUNT; i++) {
        sigaction(forwarded_signals[i], &action, &previous_forwarded[i]);
        if (previous_forwarded[i].sa_handler == SIG_IGN && forwarded_signals[i] != SIGWINCH) {
            sigaction(forwarded_signals[i], &previous_forwarded[i], NULL);
        }
    }
    sigprocmask(SIG_SETMASK, &before, NULL);
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    sigemptyset(&crash.sa_mask);
    crash.sa_handler = crash_signal;
    crash.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    for (size_t i = 0; i < CRASH_COUNT; i++) {
        sigaction(crash_signals[i], &crash, &previous_crash[i]);
    }
    installed = 1;
    return pipe_fds[0];
}

int pk_signal_was_ignored(int signo) {
    for (size_t i = 0; i < FORWARDED_COUNT; i++) {
        if (forwarded_signals[i] == signo) return installed && previous_forwarded[i].sa_handler == SIG_IGN;
    }
    return 0;
}

void pk_signals_uninstall(void) {
    if (!installed) return;
    for (size_t i = 0; i < FORWARDED_COUNT; i++) sigaction(forwarded_signals[i], &previous_forwarded[i], NULL);
    for (size_t i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &previous_crash[i], NULL);
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    pipe_fds[0] = pipe_fds[1] = -1;
    installed = 0;
}

void pk_suspend_self(void) {
    struct sigaction mine;
    sigaction(SIGTSTP, NULL, &mine);
    raise_with_default_action(SIGTSTP);
    // Continued: take the stop key back.
    sigaction(SIGTSTP, &mine, NULL);
}

void pk_die_by_signal(int signo) {
    raise_with_default_action(signo);
    _exit(128 + signo);
}
