/* The image mounted read-only with FUSE, as the standard type-2 runtime does: nothing is written
 * to disk and every version runs from its own mount point ($TMPDIR/.mount_APP_NAME-XXXXXX).
 *
 * A child process mounts the image (libsquashfuse's low-level FUSE operations; libfuse mounts
 * directly as root, else through the set-uid fusermount3) and serves it; the first process then
 * becomes the app. The app inherits the write end of a pipe whose read end the child watches: when
 * the app and whatever inherited the pipe from it have ended, the child unmounts the image and
 * removes the mount point. Where FUSE is not usable (no /dev/fuse, no fusermount3, a container
 * that forbids mounting), run_mounted() returns -1 having left nothing behind, and the caller
 * unpacks the image instead. */
#define _GNU_SOURCE
#include "runtime.h"

#include <squashfuse/ll.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void quiet_log(enum fuse_log_level level, const char *format, va_list args) {
    (void)level, (void)format, (void)args;
}

/* Answers FUSE requests until the app's end closes the keep-alive pipe (or the mount goes). */
static void serve(struct fuse_session *session, int keepalive) {
    struct fuse_buf buffer = {.mem = NULL};
    struct pollfd watched[2] = {{.fd = fuse_session_fd(session), .events = POLLIN},
                                {.fd = keepalive, .events = POLLIN}};
    while (!fuse_session_exited(session)) {
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (watched[1].revents) break; /* the app has ended */
        if (watched[0].revents & (POLLERR | POLLHUP | POLLNVAL)) break;
        int got = fuse_session_receive_buf(session, &buffer);
        if (got == -EINTR || got == -EAGAIN) continue;
        if (got <= 0) break;
        fuse_session_process_buf(session, &buffer);
    }
    free(buffer.mem);
}

/* The child: mounts the image at mountpoint, says so through ready, serves it, unmounts it.
 * Its own session, so a Ctrl+C meant for the app does not take the files away from under it. */
static int mount_and_serve(const char *appimage, off_t offset, const char *mountpoint, int ready, int keepalive) {
    setsid();
    if (chdir("/") != 0) return 1;
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) dup2(null, STDERR_FILENO); /* fusermount3's complaints where FUSE is not usable */
    fuse_set_log_func(quiet_log);
    sqfs_ll *ll = calloc(1, sizeof *ll);
    if (!ll || open_image(appimage, offset, &ll->fs) != 0 || sqfs_ll_init(ll) != SQFS_OK) return 1;
    struct fuse_lowlevel_ops operations = {
        .lookup = sqfs_ll_op_lookup, .forget = sqfs_ll_op_forget, .getattr = sqfs_ll_op_getattr,
        .readlink = sqfs_ll_op_readlink, .open = sqfs_ll_op_open, .read = sqfs_ll_op_read,
        .release = sqfs_ll_op_release, .opendir = sqfs_ll_op_opendir, .readdir = sqfs_ll_op_readdir,
        .releasedir = sqfs_ll_op_releasedir, .listxattr = sqfs_ll_op_listxattr,
        .getxattr = sqfs_ll_op_getxattr, .create = sqfs_ll_op_create,
    };
    char *argv[] = {APP_NAME, "-o", "ro,fsname=" APP_NAME ".AppImage,subtype=" APP_NAME, NULL};
    struct fuse_args args = FUSE_ARGS_INIT(3, argv);
    struct fuse_session *session = fuse_session_new(&args, &operations, sizeof operations, ll);
    if (!session || fuse_session_mount(session, mountpoint) != 0) return 1;
    if (write(ready, "m", 1) != 1) return 1;
    close(ready);
    serve(session, keepalive);
    fuse_session_unmount(session);
    fuse_session_destroy(session);
    rmdir(mountpoint);
    return 0;
}

/* Runs AppRun from the mounted image (returns only if that fails), or returns -1 when FUSE is
 * not usable here. */
int run_mounted(const char *appimage, off_t offset, const char *argv0, char **args) {
    char mountpoint[PATH_MAX], apprun[PATH_MAX];
    snprintf(mountpoint, sizeof mountpoint, "%s/.mount_%s-XXXXXX", temporary_folder(), APP_NAME);
    int ready[2], keepalive[2];
    if (!mkdtemp(mountpoint)) return -1;
    if (pipe2(ready, O_CLOEXEC) != 0 || pipe(keepalive) != 0) return rmdir(mountpoint), -1;
    fcntl(keepalive[0], F_SETFD, FD_CLOEXEC); /* the write end alone goes on into the app */
    pid_t server = fork();
    if (server < 0) return rmdir(mountpoint), -1;
    if (server == 0) {
        close(ready[0]);
        close(keepalive[1]);
        _exit(mount_and_serve(appimage, offset, mountpoint, ready[1], keepalive[0]));
    }
    close(ready[1]);
    close(keepalive[0]);
    char mounted = 0;
    while (read(ready[0], &mounted, 1) < 0 && errno == EINTR) continue;
    close(ready[0]);
    if (mounted != 'm') {
        close(keepalive[1]);
        waitpid(server, NULL, 0);
        rmdir(mountpoint);
        return -1;
    }
    if (find_apprun(mountpoint, apprun, sizeof apprun) != 0) return 1; /* (the child unmounts) */
    set_environment(appimage, mountpoint, argv0);
    args[0] = apprun;
    execv(apprun, args);
    return report("cannot start %s: %s", apprun, strerror(errno)), 1;
}
