/* The per-user cache of unpacked versions, used only where FUSE is not: $XDG_CACHE_HOME/APP_NAME-appimage
 * (or ~/.cache/APP_NAME-appimage) holds one folder per version and build, unpacked on its first start.
 * Every copy running from a folder holds a shared flock on <folder>.lock (the descriptor stays open
 * through exec, so the lock lasts exactly as long as the app runs). A start removes the folders of
 * other versions whose lock it can take exclusively, i.e. those no copy runs from, and half-done
 * folders whose process died: versions run side by side, and none loses its files while running. */
#define _GNU_SOURCE
#include "runtime.h"

#include <dirent.h>
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* The cache folder's path (it may not exist yet). */
static int cache_folder(char *cache, size_t size) {
    const char *base = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (base && base[0] == '/') snprintf(cache, size, "%s/%s-appimage", base, APP_NAME);
    else if (home && home[0] == '/') snprintf(cache, size, "%s/.cache/%s-appimage", home, APP_NAME);
    else return cannot_write("a cache folder (neither XDG_CACHE_HOME nor HOME is set)", ENOENT);
    return 0;
}

/* mkdir -p */
static int make_folders(const char *path) {
    char partial[PATH_MAX];
    snprintf(partial, sizeof partial, "%s", path);
    for (char *slash = strchr(partial + 1, '/');; slash = strchr(slash + 1, '/')) {
        if (slash) *slash = '\0';
        if (mkdir(partial, 0700) != 0 && errno != EEXIST) return cannot_write(partial, errno);
        if (!slash) return 0;
        *slash = '/';
    }
}

/* Opens the lock file at path (creating it) and takes the flock operation on it, making sure the
 * lock is on the file at path now: a clean-up may remove it between the open and the lock. The
 * descriptor is inherited through exec. Returns it, or -1 with errno set. */
static int take_lock(const char *path, int operation) {
    for (int attempt = 0; attempt < 100; attempt++) {
        int fd = open(path, O_RDONLY | O_CREAT, 0600);
        if (fd < 0) return -1;
        if (flock(fd, operation) != 0) {
            int problem = errno;
            close(fd);
            errno = problem;
            return -1;
        }
        struct stat held, now;
        if (fstat(fd, &held) == 0 && stat(path, &now) == 0 && held.st_dev == now.st_dev
            && held.st_ino == now.st_ino)
            return fd;
        close(fd);
    }
    errno = EAGAIN;
    return -1;
}

/* Removes folder and its lock file unless a running copy holds the lock. */
static void remove_if_unused(const char *folder, const char *lock) {
    int fd = take_lock(lock, LOCK_EX | LOCK_NB);
    if (fd < 0) return;
    remove_tree(folder);
    unlink(lock);
    close(fd);
}

/* Whether name is ".<anything>.partial-<pid>" of a process that no longer runs. */
static int is_abandoned_partial(const char *name) {
    const char *partial = strstr(name, ".partial-");
    return name[0] == '.' && partial && kill((pid_t)atol(partial + 9), 0) != 0 && errno == ESRCH;
}

/* Removes the unused folders and lock files of other versions, and abandoned half-done folders. */
static void remove_unused_extractions(const char *cache, const char *current) {
    DIR *folder = opendir(cache);
    if (!folder) return;
    size_t current_length = strlen(current);
    for (struct dirent *entry; (entry = readdir(folder)) != NULL;) {
        const char *name = entry->d_name;
        size_t length = strlen(name);
        char path[PATH_MAX], other[PATH_MAX];
        struct stat info;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || join(path, sizeof path, cache, name) != 0
            || (strncmp(name, current, current_length) == 0
                && (name[current_length] == '\0' || strcmp(name + current_length, ".lock") == 0))
            || lstat(path, &info) != 0)
            continue;
        if (is_abandoned_partial(name)) {
            remove_tree(path);
        } else if (S_ISDIR(info.st_mode) && name[0] != '.') {
            snprintf(other, sizeof other, "%s.lock", path);
            remove_if_unused(path, other);
        } else if (S_ISREG(info.st_mode) && length > 5 && strcmp(name + length - 5, ".lock") == 0) {
            snprintf(other, sizeof other, "%.*s", (int)(strlen(path) - 5), path);
            if (access(other, F_OK) != 0) remove_if_unused(other, path); /* a lock left without its folder */
        }
    }
    closedir(folder);
}

/* Unpacks the image into cache/name, writing it under a temporary name first and renaming it, so
 * a start never sees half an extraction. */
static int unpack(sqfs *fs, const char *cache, const char *name, const char *appdir) {
    char partial[PATH_MAX], partial_name[NAME_MAX + 1];
    snprintf(partial_name, sizeof partial_name, ".%s.partial-%ld", name, (long)getpid());
    if (join(partial, sizeof partial, cache, partial_name) != 0) return CANNOT_WRITE;
    if (mkdir(partial, 0700) != 0) return cannot_write(partial, errno);
    fprintf(stderr, "%s AppImage: FUSE is not usable here, so the first start of %s unpacks it into %s\n",
            APP_NAME, APP_VERSION, appdir);
    int status = extract(fs, partial);
    if (status == 0 && rename(partial, appdir) != 0 && errno != EEXIST && errno != ENOTEMPTY)
        status = cannot_write(appdir, errno); /* (EEXIST, ENOTEMPTY: another start finished first) */
    remove_tree(partial);
    return status;
}

/* Fills appdir with this version's folder in the cache, unpacked if need be, and holds its lock:
 * 0, or IMAGE_DAMAGED, or CANNOT_WRITE when the cache cannot be used (write_problem() says why). */
int cached_appdir(sqfs *fs, char *appdir, size_t size) {
    char cache[PATH_MAX], name[128], lock[PATH_MAX];
    if (cache_folder(cache, sizeof cache) != 0) return CANNOT_WRITE;
    snprintf(name, sizeof name, "%s-%08x-%llx", APP_VERSION, le32toh(fs->sb.mkfs_time),
             (unsigned long long)le64toh(fs->sb.bytes_used));
    if (join(appdir, size, cache, name) != 0 || snprintf(lock, sizeof lock, "%s.lock", appdir) >= (int)sizeof lock)
        return CANNOT_WRITE;
    if (make_folders(cache) != 0) return CANNOT_WRITE;
    if (take_lock(lock, LOCK_SH) < 0) return cannot_write(lock, errno); /* held until the app exits */
    struct stat existing;
    if (stat(appdir, &existing) != 0) {
        int status = unpack(fs, cache, name, appdir);
        if (status != 0) return status;
    }
    remove_unused_extractions(cache, name);
    return 0;
}
