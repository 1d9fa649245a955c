// Terminal restore and signal plumbing. This lives in C because a signal handler may only call
// async-signal-safe functions and must reach the saved state without locks or allocation.
#define _GNU_SOURCE
#include "tty_restore.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/sysmacros.h>
#endif

static int saved_fd = -1;
static struct termios saved_termios;
static volatile sig_atomic_t have_saved = 0;
static char restore_bytes[256];
static volatile sig_atomic_t restore_length = 0;
static int pipe_fds[2] = {-1, -1};
/// The terminal's device opened afresh, holding the advisory lock that claims the terminal.
static int claim_fd = -1;
/// How many signals that end the process the handlers forwarded (all but SIGWINCH, SIGTSTP and
/// SIGCONT): a wait for the foreground gives up when it changes.
static volatile sig_atomic_t ending_signals = 0;

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

/* Waits until the process is in the terminal's foreground process group. In the background, a
 * change of the terminal's settings makes the kernel stop the process with SIGTTOU until the shell
 * brings it to the foreground (`fg`); writing back the settings as they are does that, and the
 * SIGCONT handler then interrupts the call (EINTR), so the process looks again. Returns 0 in the
 * foreground (or when SIGTTOU is ignored or blocked, so the kernel lets a background process set
 * the terminal); -1 with errno EIO when the process group is orphaned (nothing can bring it to the
 * foreground), or EINTR when a signal that ends the process came meanwhile. */
static int wait_for_foreground(int fd) {
    sig_atomic_t endings = ending_signals;
    for (;;) {
        pid_t foreground = tcgetpgrp(fd);
        if (foreground < 0 || foreground == getpgrp()) return 0;
        struct sigaction ttou;
        if (sigaction(SIGTTOU, NULL, &ttou) == 0 && ttou.sa_handler != SIG_DFL && ttou.sa_handler != SIG_IGN) {
            // A program's own SIGTTOU handler: the kernel would only interrupt the call, again and again.
            return 0;
        }
        struct termios same;
        if (tcgetattr(fd, &same) != 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (tcsetattr(fd, TCSANOW, &same) == 0) return 0;
        if (errno != EINTR) return -1;
        if (ending_signals != endings) return -1;  // errno is EINTR
    }
}

/* Claims the terminal behind `fd` with an advisory lock (flock) on its device, opened afresh: a lock
 * on an inherited descriptor would be shared by every process that inherited it. The device is
 * found by its number (TIOCGDEV) among standard input, output and error, else under /dev/pts.
 * Returns 0 when claimed or when no lock can be had here (the device cannot be found or opened: a
 * picker then runs unguarded, as before), PK_TTY_IN_USE when another process holds it. */
static int claim_terminal(int fd) {
    if (claim_fd >= 0) return 0;
#if defined(__linux__) && defined(TIOCGDEV)
    unsigned int device = 0;
    if (ioctl(fd, TIOCGDEV, &device) != 0) return 0;
    // The kernel's encoding of a device number (new_encode_dev).
    unsigned int device_major = (device & 0xfff00) >> 8;
    unsigned int device_minor = (device & 0xff) | ((device >> 12) & 0xfff00);
    char path[64] = "";
    for (int standard = 0; standard <= 2 && path[0] == 0; standard++) {
        struct stat status;
        if (fstat(standard, &status) == 0 && S_ISCHR(status.st_mode) && major(status.st_rdev) == device_major
            && minor(status.st_rdev) == device_minor) {
            snprintf(path, sizeof path, "/proc/self/fd/%d", standard);
        }
    }
    // Pseudo-terminals: majors 136 to 143, 256 minors each.
    if (path[0] == 0 && device_major >= 136 && device_major <= 143) {
        snprintf(path, sizeof path, "/dev/pts/%u", (device_major - 136) * 256 + device_minor);
    }
    if (path[0] == 0) return 0;
    int lock = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (lock < 0) return 0;
    struct stat status;
    if (fstat(lock, &status) != 0 || !S_ISCHR(status.st_mode) || major(status.st_rdev) != device_major
        || minor(status.st_rdev) != device_minor) {
        close(lock);
        return 0;
    }
    while (flock(lock, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EINTR) continue;
        int busy = errno == EWOULDBLOCK;
        close(lock);
        return busy ? PK_TTY_IN_USE : 0;
    }
    claim_fd = lock;
#else
    (void)fd;
#endif
    return 0;
}

static void release_claim(void) {
    if (claim_fd < 0) return;
    close(claim_fd);  // closing the only descriptor of the description releases the lock
    claim_fd = -1;
}

/* Sets the terminal behind `fd` to the settings `change` makes of its current ones, taking the
 * terminal first when this process has not (see pk_tty_enter_raw). */
static int take_and_set(int fd, int when, void (*change)(struct termios *)) {
    sig_atomic_t endings = ending_signals;
    int taking = !have_saved;
    if (taking) {
        if (wait_for_foreground(fd) != 0) return -1;
        int claimed = claim_terminal(fd);
        if (claimed != 0) return claimed;
    }
    for (;;) {
        struct termios current;
        if (tcgetattr(fd, &current) != 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (taking) {
            saved_termios = current;
            saved_fd = fd;
            have_saved = 1;
        }
        struct termios wanted = current;
        change(&wanted);
        if (tcsetattr(fd, when, &wanted) == 0) return 0;
        if (errno != EINTR || ending_signals != endings) break;
        // Interrupted (a resize, or stopped in the background and continued): the settings are
        // read again, as they may have changed meanwhile.
        if (taking) have_saved = 0;
    }
    int error = errno;
    if (taking) {
        have_saved = 0;
        release_claim();
    }
    errno = error;
    return -1;
}

static void make_raw(struct termios *raw) {
    raw->c_iflag &= ~(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    raw->c_lflag &= ~(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    raw->c_cflag &= ~(CSIZE | PARENB);
    raw->c_cflag |= CS8;
    // Output processing stays on, but newline is not turned into CR LF: the renderer writes its
    // own carriage returns, and a translated LF would cost a byte per row.
    raw->c_oflag |= OPOST;
    raw->c_oflag &= ~ONLCR;
    raw->c_cc[VMIN] = 1;
    raw->c_cc[VTIME] = 0;
}

static void make_quiet(struct termios *quiet) {
    quiet->c_lflag &= ~(ECHO | ECHOE | ECHOK);
    quiet->c_lflag |= ECHONL | ICANON | ISIG;
}

int pk_tty_enter_raw(int fd, int discard_input) {
    return take_and_set(fd, discard_input ? TCSAFLUSH : TCSANOW, make_raw);
}

int pk_tty_enter_noecho(int fd) {
    return take_and_set(fd, TCSAFLUSH, make_quiet);
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
    if (rc == 0) {
        have_saved = 0;
        release_claim();
    }
    return rc;
}

static void forward_signal(int signo) {
    int saved_errno = errno;
    if (signo != SIGWINCH && signo != SIGTSTP && signo != SIGCONT) ending_signals = ending_signals + 1;
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
    pk_child_groups_kill();
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
    pk_child_groups_kill();
    raise_with_default_action(signo);
    _exit(128 + signo);
}

// The process groups of children that must not outlive the process: 0 marks a free slot. Slots
// are taken and freed with atomic operations, so any thread may change the list while a signal
// handler reads it.
#define CHILD_GROUP_SLOTS 64
static pid_t child_groups[CHILD_GROUP_SLOTS];
static int child_groups_at_exit = 0;

static void kill_child_groups_at_exit(void) { pk_child_groups_kill(); }

int pk_child_group_add(pid_t group) {
    if (group <= 0) return -1;
    if (!__atomic_exchange_n(&child_groups_at_exit, 1, __ATOMIC_SEQ_CST)) atexit(kill_child_groups_at_exit);
    for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
        pid_t free_slot = 0;
        if (__atomic_compare_exchange_n(&child_groups[i], &free_slot, group, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            return 0;
        }
    }
    return -1;
}

void pk_child_group_remove(pid_t group) {
    if (group <= 0) return;
    for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
        pid_t expected = group;
        if (__atomic_compare_exchange_n(&child_groups[i], &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            return;
        }
    }
}

void pk_child_groups_kill(void) {
    int saved_errno = errno;
    for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
        pid_t group = __atomic_load_n(&child_groups[i], __ATOMIC_SEQ_CST);
        if (group > 0) kill(-group, SIGKILL);
    }
    errno = saved_errno;
}

short pk_spawn_new_session_flag(void) {
#ifdef POSIX_SPAWN_SETSID
    return POSIX_SPAWN_SETSID;
#else
    return 0;
#endif
}

extern char **environ;

/* Hands the terminal to the process group `group` (or takes it back for this one), with SIGTTOU
 * blocked: a process outside the foreground group may set it then, without being stopped. */
static void give_terminal(int fd, pid_t group) {
    while (tcsetpgrp(fd, group) != 0 && errno == EINTR) {}
}

/* The stop or end of the foreground command `child`, its leader still unreaped after an end
 * (WNOWAIT), so that its group can be taken off the list first. A signal sent to this process
 * that would end it, caught meanwhile, ends the command (SIGTERM to its group, once): the loop
 * then takes the terminal back and ends as the signal says. Ctrl-C typed never comes here: it
 * goes to the foreground group, the command's (as with fzf's execute). */
static int wait_for_command(pid_t child, siginfo_t *info) {
    sig_atomic_t endings = ending_signals;
    int ended_it = 0;
    for (;;) {
        memset(info, 0, sizeof *info);
        if (waitid(P_PID, (id_t)child, info, WEXITED | WSTOPPED | WNOWAIT) == 0) return 0;
        if (errno != EINTR) return -1;
        if (ending_signals != endings && !ended_it) {
            kill(-child, SIGTERM);
            kill(-child, SIGCONT);
            ended_it = 1;
        }
    }
}

int pk_run_foreground(int fd, const char *command, int *status) {
    char *const arguments[] = {"sh", "-c", (char *)command, NULL};
    struct termios settings;
    int have_settings = tcgetattr(fd, &settings) == 0;
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0 && (flags & O_NONBLOCK)) fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    sigset_t quiet, before;
    sigemptyset(&quiet);
    sigaddset(&quiet, SIGTTOU);
    sigaddset(&quiet, SIGTTIN);
    sigprocmask(SIG_BLOCK, &quiet, &before);
    pid_t own_group = getpgrp();
    // Asked before the fork: the child makes only async-signal-safe calls.
    int output_is_terminal = isatty(1), error_is_terminal = isatty(2);
    pid_t child = fork();
    if (child == 0) {
        // Only async-signal-safe calls from here to the exec: the parent has other threads.
        setpgid(0, 0);
        give_terminal(fd, getpid());
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        sigemptyset(&dfl.sa_mask);
        for (size_t i = 0; i < FORWARDED_COUNT; i++) {
            struct sigaction current;
            if (sigaction(forwarded_signals[i], NULL, &current) == 0 && current.sa_handler != SIG_IGN) {
                sigaction(forwarded_signals[i], &dfl, NULL);
            }
        }
        for (size_t i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &dfl, NULL);
        sigaction(SIGTTOU, &dfl, NULL);
        sigaction(SIGTTIN, &dfl, NULL);
        sigaction(SIGCHLD, &dfl, NULL);
        dup2(fd, 0);
        if (!output_is_terminal) dup2(fd, 1);
        if (!error_is_terminal) dup2(fd, 2);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execve("/bin/sh", arguments, environ);
        _exit(127);
    }
    int result = 0;
    if (child < 0) {
        result = -1;
    } else {
        // Both sides set the group and the terminal's foreground, so neither waits on the other.
        setpgid(child, child);
        give_terminal(fd, child);
        int listed = pk_child_group_add(child) == 0;
        siginfo_t info;
        for (;;) {
            if (wait_for_command(child, &info) != 0) {
                result = -1;
                break;
            }
            if (info.si_code != CLD_STOPPED) break;
            // Stopped at the terminal (Ctrl-Z in the command): take the stop report, then stop as a
            // job does, so the shell has the terminal; continued (fg), the command is too. A shell
            // without job control could never continue it: it goes on at once.
            siginfo_t taken;
            while (waitid(P_PID, (id_t)child, &taken, WSTOPPED) != 0 && errno == EINTR) {}
            give_terminal(fd, own_group);
            if (!pk_signal_was_ignored(SIGTSTP)) pk_suspend_self();
            give_terminal(fd, child);
            kill(-child, SIGCONT);
        }
        if (listed) pk_child_group_remove(child);
        int reaped = 0;
        while (waitpid(child, &reaped, 0) < 0 && errno == EINTR) {}
        if (result == 0 && status) *status = reaped;
        give_terminal(fd, own_group);
    }
    // What the command left of the settings (a program killed in raw mode) is not kept: the
    // settings it was given are put back, and the picker saves those again as the terminal's own.
    if (have_settings) {
        while (tcsetattr(fd, TCSANOW, &settings) != 0 && errno == EINTR) {}
    }
    if (flags >= 0 && (flags & O_NONBLOCK)) fcntl(fd, F_SETFL, flags);
    sigprocmask(SIG_SETMASK, &before, NULL);
    return result;
}

const char *pk_become(const char *command) {
    char *const arguments[] = {"sh", "-c", (char *)command, NULL};
    pk_child_groups_kill();
    // The command reads the terminal, as fzf's become does, not what was piped into picker.
    int tty = open("/dev/tty", O_RDWR | O_NOCTTY);
    if (tty >= 0) {
        dup2(tty, 0);
        if (tty != 0) close(tty);
    }
    execve("/bin/sh", arguments, environ);
    return strerror(errno);
}
