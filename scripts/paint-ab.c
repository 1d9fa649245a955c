// paint-ab: which of two programs paints its first screen sooner, run by run in alternation, so a
// machine's drift (these are noisy) weighs on both alike. Each run starts under a fresh 100x30
// pseudo-terminal with peerbench's four-variable environment and is timed from fork to the first
// output that holds TEXT; it is then answered (a cursor report), sent Esc and Enter, and reaped.
// A program named ".../dialog" has its standard error (its answer) sent to a pipe, others their
// standard output.
//
//   gcc -O2 -o /tmp/paint-ab scripts/paint-ab.c -lutil
//   /tmp/paint-ab 81 January .build/release/picker date --style calendar --value 2024-01-15
//       --locale en_US --- /usr/bin/dialog --date-format %Y-%m-%d --calendar "Pick a date" 0 0 15 1 2024
//
// Prints the median, mean and first quartile in ms for A and B, and in how many pairs A was first.
// Without "--- B-command" it runs A alone N times (for `perf stat -e page-faults -- paint-ab ...`,
// whose count then holds the harness's own faults too).
#define _GNU_SOURCE
#include <poll.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

// Milliseconds from fork to the output holding `text`, or -1 if it never came within 5 s.
static double run(char **command, const char *text) {
    char *environment[] = {"PATH=/usr/bin:/bin", "HOME=/root", "LANG=C.UTF-8", "TERM=xterm-256color", NULL};
    struct winsize size = {30, 100, 0, 0};
    int answer[2], master;
    if (pipe(answer) != 0) return -1;
    double start = now_ms();
    pid_t pid = forkpty(&master, NULL, NULL, &size);
    if (pid < 0) return -1;
    if (pid == 0) {
        dup2(answer[1], strstr(command[0], "dialog") ? 2 : 1);
        execve(command[0], command, environment);
        _exit(127);
    }
    close(answer[1]);
    static char seen[262144];
    char buffer[65536];
    size_t length = 0;
    double painted = -1;
    for (;;) {
        struct pollfd ready = {master, POLLIN, 0};
        if (poll(&ready, 1, 5000) <= 0) break;
        ssize_t count = read(master, buffer, sizeof buffer);
        if (count <= 0) break;
        if (length + count < sizeof seen) {
            memcpy(seen + length, buffer, count);
            length += count;
        }
        if (memmem(seen, length, text, strlen(text))) {
            painted = now_ms() - start;
            break;
        }
    }
    (void)!write(master, "\033[1;1R", 6);
    usleep(20000);
    (void)!write(master, "\033", 1);
    usleep(30000);
    (void)!write(master, "\n", 1);
    for (;;) {
        struct pollfd ready = {master, POLLIN, 0};
        if (poll(&ready, 1, 200) <= 0 || read(master, buffer, sizeof buffer) <= 0) break;
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    close(master);
    close(answer[0]);
    return painted;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: paint-ab N TEXT A-command... [--- B-command...]\n");
        return 2;
    }
    int n = atoi(argv[1]);
    if (n < 1 || n > 10000) {
        fprintf(stderr, "paint-ab: N must be 1...10000\n");
        return 2;
    }
    const char *text = argv[2];
    char **a = argv + 3, **b = NULL;
    for (char **p = a; *p; p++)
        if (strcmp(*p, "---") == 0) {
            *p = NULL;
            b = p + 1;
            break;
        }
    if (!*a || (b && !*b)) {
        fprintf(stderr, "paint-ab: a command is missing around ---\n");
        return 2;
    }
    if (!b) {
        double *t = malloc(sizeof(double) * n), sum = 0;
        for (int i = 0; i < n; i++) sum += t[i] = run(a, text);
        qsort(t, n, sizeof(double), compare);
        printf("median %.3f mean %.3f p25 %.3f\n", t[n / 2], sum / n, t[n / 4]);
        return 0;
    }
    double *ta = malloc(sizeof(double) * n), *tb = malloc(sizeof(double) * n), sa = 0, sb = 0;
    int aFirst = 0;
    for (int i = 0; i < n; i++) {
        // Alternate which goes first, so neither always finds the caches the other warmed.
        if (i % 2) {
            ta[i] = run(a, text);
            tb[i] = run(b, text);
        } else {
            tb[i] = run(b, text);
            ta[i] = run(a, text);
        }
        sa += ta[i];
        sb += tb[i];
        if (ta[i] < tb[i]) aFirst++;
    }
    qsort(ta, n, sizeof(double), compare);
    qsort(tb, n, sizeof(double), compare);
    printf("A median %.3f mean %.3f p25 %.3f | B median %.3f mean %.3f p25 %.3f | A first in %d of %d pairs\n",
           ta[n / 2], sa / n, ta[n / 4], tb[n / 2], sb / n, tb[n / 4], aFirst, n);
    return 0;
}
