/* Game Night's AppImage runtime (type 2): the ELF program at the front of the AppImage. The AppDir
 * follows it as a SquashFS image that starts where this program's ELF file ends (its section
 * header table is the last thing in it); pack.sh puts the magic 'A' 'I' 2 at byte 8.
 *
 * A plain start mounts the image read-only with FUSE and runs AppRun from there, as the standard
 * runtime does (mount.c). Where FUSE is not usable, it unpacks the image once per version into the
 * user's cache and runs it from there (cache.c). Where the cache cannot be written either (read-only,
 * full), it unpacks into a temporary folder, removed when the app ends, and tells the app why in
 * GAMENIGHT_APPIMAGE_CACHE_PROBLEM, which the app says in a window; where even that fails, a
 * dialog (zenity, kdialog or xmessage, whichever the desktop has) says why it cannot start.
 * With APPIMAGE_EXTRACT_AND_RUN set in the environment (to anything, as the standard runtime reads
 * it), a start is an --appimage-extract-and-run: the way to run AppImages where FUSE is missing.
 * Built with -DAPP_NAME="..." -DAPP_VERSION="..." by pack.sh; reads the image with libsquashfuse.
 */
#define _GNU_SOURCE
#include "runtime.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define CACHE_PROBLEM_VARIABLE "GAMENIGHT_APPIMAGE_CACHE_PROBLEM"

static const char HELP[] =
    APP_NAME " " APP_VERSION " AppImage\n"
    "  (no flag) ARGS...                  run the app from the image, mounted read-only with FUSE;\n"
    "                                     without FUSE, unpacked once into the cache folder\n"
    "  --appimage-extract                 extract the AppDir into ./squashfs-root\n"
    "  --appimage-extract-and-run ARGS... extract into a new temporary folder, run the app,\n"
    "                                     remove the folder and return the app's exit code\n"
    "  --appimage-offset                  print where the SquashFS image starts in this file\n"
    "  --appimage-help                    print this help\n"
    "With APPIMAGE_EXTRACT_AND_RUN set (e.g. to 1), a plain start is an --appimage-extract-and-run.\n";

/* The environment real runtimes give AppRun. */
void set_environment(const char *appimage, const char *appdir, const char *argv0) {
    char here[PATH_MAX];
    setenv("APPIMAGE", appimage, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv0, 1);
    if (getcwd(here, sizeof here)) setenv("OWD", here, 1);
}

/* Fills apprun with appdir/AppRun, or says that the AppImage has nothing to start. */
int find_apprun(const char *appdir, char *apprun, size_t size) {
    snprintf(apprun, size, "%s/AppRun", appdir);
    if (access(apprun, X_OK) != 0)
        return report("this AppImage has no AppRun at the top of its image, so there is nothing "
                      "to start (%s: %s)", apprun, strerror(errno));
    return 0;
}

static volatile sig_atomic_t running_child;

static void pass_on(int signal_number) {
    if (running_child > 0) kill((pid_t)running_child, signal_number);
}

/* Runs program with args in a child, waits for it and returns its exit code (128 + the signal if
 * a signal ended it). Ctrl+C reaches the child from the terminal, and a SIGTERM or SIGHUP sent to
 * this process (a logout) is passed on to it; this process stays to clean up after it. */
static int run_and_wait(const char *program, char **args) {
    pid_t child = fork();
    if (child < 0) return report("cannot start %s: %s", program, strerror(errno));
    if (child == 0) {
        execvp(program, args);
        _exit(127);
    }
    running_child = child;
    struct sigaction forward = {.sa_handler = pass_on};
    sigemptyset(&forward.sa_mask);
    sigaction(SIGTERM, &forward, NULL);
    sigaction(SIGHUP, &forward, NULL);
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    int status;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) return report("lost the process of %s: %s", program, strerror(errno));
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Unpacks into a new temporary folder, runs the app, removes the folder: the app's exit code, or
 * IMAGE_DAMAGED or CANNOT_WRITE when it could not be unpacked. */
static int extract_and_run(sqfs *fs, const char *appimage, const char *argv0, char **args) {
    char folder[PATH_MAX], apprun[PATH_MAX];
    snprintf(folder, sizeof folder, "%s/%s-appimage-XXXXXX", temporary_folder(), APP_NAME);
    if (!mkdtemp(folder)) return cannot_write(folder, errno);
    int code = extract(fs, folder);
    if (code == 0 && find_apprun(folder, apprun, sizeof apprun) != 0) code = IMAGE_DAMAGED;
    if (code == 0) {
        set_environment(appimage, folder, argv0);
        args[0] = apprun;
        code = run_and_wait(apprun, args);
    }
    remove_tree(folder);
    return code;
}

/* Shows message in the first dialog program the desktop has, if there is a desktop. */
static void show_dialog(const char *message) {
    if (!getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY")) return;
    char *zenity[] = {"zenity", "--error", "--title=Game Night", "--no-wrap", "--text", (char *)message, NULL};
    char *kdialog[] = {"kdialog", "--title", "Game Night", "--error", (char *)message, NULL};
    char *xmessage[] = {"xmessage", "-center", (char *)message, NULL};
    char **dialogs[] = {zenity, kdialog, xmessage};
    for (size_t i = 0; i < sizeof dialogs / sizeof *dialogs; i++) {
        if (run_and_wait(dialogs[i][0], dialogs[i]) != 127) return;
    }
}

/* The cache cannot be written: run from a temporary folder this once, the app saying why in a
 * window; if that cannot be written either, a dialog says why nothing starts. */
static int start_from_temporary_folder(sqfs *fs, const char *appimage, const char *argv0, char **args) {
    char cache_problem[PATH_MAX + 128], message[3 * PATH_MAX];
    snprintf(cache_problem, sizeof cache_problem, "%s", write_problem());
    report("the cache folder cannot be used, so the app runs from a temporary folder in %s this time",
           temporary_folder());
    setenv(CACHE_PROBLEM_VARIABLE, cache_problem, 1);
    int code = extract_and_run(fs, appimage, argv0, args);
    if (code != CANNOT_WRITE) return code < 0 ? 1 : code;
    snprintf(message, sizeof message, "Game Night cannot start: it could not unpack itself into its cache "
             "folder (%s) nor into a temporary folder (%s). Free some disk space, or make the folder "
             "writable, and start it again.", cache_problem, write_problem());
    show_dialog(message);
    return 1;
}

/* A plain start: from the mounted image, else from the cache, else from a temporary folder. */
static int start(sqfs *fs, const char *appimage, off_t offset, const char *argv0, char **args) {
    char appdir[PATH_MAX], apprun[PATH_MAX];
    int mounted = run_mounted(appimage, offset, argv0, args);
    if (mounted >= 0) return mounted;
    int status = cached_appdir(fs, appdir, sizeof appdir);
    if (status == CANNOT_WRITE) return start_from_temporary_folder(fs, appimage, argv0, args);
    if (status != 0 || find_apprun(appdir, apprun, sizeof apprun) != 0) return 1;
    set_environment(appimage, appdir, argv0);
    args[0] = apprun;
    execv(apprun, args);
    return report("cannot start %s: %s", apprun, strerror(errno)), 1;
}

static int extract_here(sqfs *fs) {
    if (mkdir("squashfs-root", 0755) != 0 && errno != EEXIST)
        return report("cannot create ./squashfs-root: %s", strerror(errno)), 1;
    if (extract(fs, "squashfs-root") != 0) return 1;
    printf("extracted the AppDir into ./squashfs-root\n");
    return 0;
}

int main(int argc, char **argv) {
    const char *flag = argc > 1 ? argv[1] : "";
    char appimage[PATH_MAX];
    unsetenv(CACHE_PROBLEM_VARIABLE); /* this start's own problem alone, never an inherited one */
    off_t offset = 0;
    ssize_t length = readlink("/proc/self/exe", appimage, sizeof appimage - 1);
    if (length < 0) return report("cannot find this AppImage's own file: %s", strerror(errno)), 1;
    appimage[length] = '\0';
    if (strcmp(flag, "--appimage-help") == 0) return fputs(HELP, stdout), 0;
    if (elf_end(appimage, &offset) != 0) return 1;
    if (strcmp(flag, "--appimage-offset") == 0) return printf("%lld\n", (long long)offset), 0;
    int known = strcmp(flag, "--appimage-extract") == 0 || strcmp(flag, "--appimage-extract-and-run") == 0;
    if (!known && strncmp(flag, "--appimage-", 11) == 0)
        return report("%s is not a flag this AppImage knows (see --appimage-help)", flag), 1;
    sqfs fs;
    if (open_image(appimage, offset, &fs) != 0) return 1;
    if (strcmp(flag, "--appimage-extract") == 0) return extract_here(&fs);
    int flagged = strcmp(flag, "--appimage-extract-and-run") == 0;
    if (flagged || getenv("APPIMAGE_EXTRACT_AND_RUN")) {
        /* the app's arguments: those after the flag, or all (asked for by the environment) */
        int code = extract_and_run(&fs, appimage, argv[0], flagged ? argv + 1 : argv);
        return code < 0 ? 1 : code;
    }
    return start(&fs, appimage, offset, argv[0], argv);
}
