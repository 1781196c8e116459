/* Game Night's AppImage runtime (type 2): the ELF program at the front of the AppImage. The AppDir
 * follows it as a SquashFS image that starts where this program's ELF file ends (its section
 * header table is the last thing in it); pack.sh puts the magic 'A' 'I' 2 at byte 8.
 *
 * A plain start extracts the image once into a cache folder per version and build
 * ($XDG_CACHE_HOME/APP_NAME-appimage/APP_VERSION-<mkfs time>-<size>, or under ~/.cache), removes
 * older extractions there and runs AppRun from it: no FUSE, no fusermount, works in containers.
 * Built with -DAPP_NAME="..." -DAPP_VERSION="..." by pack.sh; reads the image with libsquashfuse.
 */
#define _GNU_SOURCE
#include <squashfuse/squashfuse.h>

#include <dirent.h>
#include <elf.h>
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#if !defined(APP_NAME) || !defined(APP_VERSION)
#error "build with -DAPP_NAME='\"name\"' -DAPP_VERSION='\"version\"'"
#endif

#define SQUASHFS_SUPERBLOCK_MAGIC 0x73717368u /* "hsqs" */

static const char HELP[] =
    APP_NAME " " APP_VERSION " AppImage\n"
    "  (no flag) ARGS...                  extract once into the cache folder, then run the app\n"
    "  --appimage-extract                 extract the AppDir into ./squashfs-root\n"
    "  --appimage-extract-and-run ARGS... extract into a new temporary folder, run the app,\n"
    "                                     remove the folder and return the app's exit code\n"
    "  --appimage-offset                  print where the SquashFS image starts in this file\n"
    "  --appimage-help                    print this help\n";

/* Prints "APP_NAME AppImage: <message>" on stderr; returns -1 for the caller to pass on. */
static int report(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s AppImage: ", APP_NAME);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    return -1;
}

/* The end of the ELF file at path: e_shoff + e_shnum * e_shentsize, for 32- and 64-bit files. */
static int elf_end(const char *path, off_t *end) {
    unsigned char header[sizeof(Elf64_Ehdr)];
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return report("cannot open %s: %s", path, strerror(errno));
    ssize_t got = pread(fd, header, sizeof header, 0);
    close(fd);
    if (got < (ssize_t)sizeof(Elf32_Ehdr) || memcmp(header, ELFMAG, SELFMAG) != 0)
        return report("%s does not start with an ELF header", path);
    if (header[EI_CLASS] == ELFCLASS64 && got == (ssize_t)sizeof(Elf64_Ehdr)) {
        const Elf64_Ehdr *elf = (const Elf64_Ehdr *)header;
        *end = (off_t)(elf->e_shoff + (Elf64_Off)elf->e_shnum * elf->e_shentsize);
    } else {
        const Elf32_Ehdr *elf = (const Elf32_Ehdr *)header;
        *end = (off_t)(elf->e_shoff + (Elf32_Off)elf->e_shnum * elf->e_shentsize);
    }
    return 0;
}

static const char *squashfs_problem(sqfs_err err) {
    switch (err) {
    case SQFS_BADFORMAT: return "it is not a SquashFS image";
    case SQFS_BADVERSION: return "its SquashFS version is not one this runtime reads";
    case SQFS_BADCOMP: return "it is compressed with a method this runtime cannot decompress";
    case SQFS_UNSUP: return "it uses a SquashFS feature this runtime does not support";
    default: return "it cannot be read (the file is damaged)";
    }
}

/* Opens the image at offset in the AppImage, with a plain-words message for each way it can fail. */
static int open_image(const char *appimage, off_t offset, sqfs *fs) {
    int fd = open(appimage, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return report("cannot open %s: %s", appimage, strerror(errno));
    struct stat file;
    struct squashfs_super_block superblock;
    if (fstat(fd, &file) != 0 || pread(fd, &superblock, sizeof superblock, offset) != sizeof superblock
        || le32toh(superblock.s_magic) != SQUASHFS_SUPERBLOCK_MAGIC) {
        close(fd);
        return report("%s holds no SquashFS image at offset %lld: it is not an AppImage or it is "
                      "damaged", appimage, (long long)offset);
    }
    unsigned long long needed = le64toh(superblock.bytes_used);
    if ((unsigned long long)(file.st_size - offset) < needed) {
        close(fd);
        return report("%s is truncated: its image needs %llu bytes after offset %lld, the file has "
                      "only %lld (download or build it again)", appimage, needed, (long long)offset,
                      (long long)(file.st_size - offset));
    }
    sqfs_err err = sqfs_init(fs, fd, (size_t)offset);
    if (err != SQFS_OK) {
        close(fd);
        return report("cannot read the image in %s: %s", appimage, squashfs_problem(err));
    }
    return 0;
}

/* out = folder/name; says so when the path does not fit. */
static int join(char *out, size_t size, const char *folder, const char *name) {
    if (snprintf(out, size, "%s/%s", folder, name) >= (int)size)
        return report("the path %s/%s is too long", folder, name);
    return 0;
}

static int write_all(int fd, const char *data, size_t size) {
    while (size > 0) {
        ssize_t written = write(fd, data, size);
        if (written < 0 && errno == EINTR) continue;
        if (written < 0) return -1;
        data += written;
        size -= (size_t)written;
    }
    return 0;
}

/* Copies a regular file out of the image (a hard-linked file is written once per name). */
static int extract_file(sqfs *fs, sqfs_inode *inode, const char *target) {
    static char buffer[1 << 16];
    unlink(target);
    int fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, inode->base.mode & 07777);
    if (fd < 0) return report("cannot write %s: %s", target, strerror(errno));
    sqfs_off_t position = 0, size = (sqfs_off_t)inode->xtra.reg.file_size;
    while (position < size) {
        sqfs_off_t chunk = sizeof buffer;
        if (sqfs_read_range(fs, inode, position, &chunk, buffer) != SQFS_OK || chunk <= 0) {
            close(fd);
            return report("cannot read %s from the image: the AppImage is damaged", target);
        }
        if (write_all(fd, buffer, (size_t)chunk) != 0) {
            int problem = errno;
            close(fd);
            return report("cannot write %s: %s", target, strerror(problem));
        }
        position += chunk;
    }
    if (close(fd) != 0) return report("cannot write %s: %s", target, strerror(errno));
    return 0;
}

static int extract_symlink(sqfs *fs, sqfs_inode *inode, const char *target) {
    char destination[PATH_MAX];
    size_t size = sizeof destination;
    if (sqfs_readlink(fs, inode, destination, &size) != SQFS_OK)
        return report("cannot read the link %s from the image: the AppImage is damaged", target);
    unlink(target);
    if (symlink(destination, target) != 0)
        return report("cannot create the link %s: %s", target, strerror(errno));
    return 0;
}

/* Extracts one entry of the image to folder/path. An AppDir has no device files, FIFOs or
 * sockets: such entries are left out. */
static int extract_entry(sqfs *fs, sqfs_inode_id id, const char *folder, const char *path) {
    char target[PATH_MAX];
    sqfs_inode inode;
    if (join(target, sizeof target, folder, path) != 0) return -1;
    if (sqfs_inode_get(fs, &inode, id) != SQFS_OK)
        return report("cannot read %s from the image: the AppImage is damaged", path);
    switch (inode.base.inode_type) {
    case SQUASHFS_DIR_TYPE:
    case SQUASHFS_LDIR_TYPE:
        if (mkdir(target, (inode.base.mode & 0777) | 0700) != 0 && errno != EEXIST)
            return report("cannot create the folder %s: %s", target, strerror(errno));
        return 0;
    case SQUASHFS_REG_TYPE:
    case SQUASHFS_LREG_TYPE:
        return extract_file(fs, &inode, target);
    case SQUASHFS_SYMLINK_TYPE:
    case SQUASHFS_LSYMLINK_TYPE:
        return extract_symlink(fs, &inode, target);
    default:
        return 0;
    }
}

/* Extracts the whole image into folder, which exists. */
static int extract(sqfs *fs, const char *folder) {
    sqfs_traverse walk;
    sqfs_err err = SQFS_OK;
    if (sqfs_traverse_open(&walk, fs, sqfs_inode_root(fs)) != SQFS_OK)
        return report("cannot read the image's top folder: the AppImage is damaged");
    int result = 0;
    while (result == 0 && sqfs_traverse_next(&walk, &err)) {
        if (!walk.dir_end) result = extract_entry(fs, walk.entry.inode, folder, walk.path);
    }
    sqfs_traverse_close(&walk);
    if (result == 0 && err != SQFS_OK)
        return report("cannot list the image's folders: the AppImage is damaged");
    return result;
}

static int remove_one(const char *path, const struct stat *info, int flag, struct FTW *walk) {
    (void)info, (void)flag, (void)walk;
    return remove(path);
}

static int remove_tree(const char *path) {
    return nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* mkdir -p */
static int make_folders(const char *path) {
    char partial[PATH_MAX];
    snprintf(partial, sizeof partial, "%s", path);
    for (char *slash = strchr(partial + 1, '/');; slash = strchr(slash + 1, '/')) {
        if (slash) *slash = '\0';
        if (mkdir(partial, 0700) != 0 && errno != EEXIST)
            return report("cannot write the cache folder %s: %s", partial, strerror(errno));
        if (!slash) return 0;
        *slash = '/';
    }
}

/* Removes the other extractions of this app in the cache, and half-done ones whose process died
 * (".<name>.partial-<pid>"); extractions still being written by a running start are kept. */
static void remove_older_extractions(const char *cache, const char *current) {
    DIR *folder = opendir(cache);
    if (!folder) return;
    for (struct dirent *entry; (entry = readdir(folder)) != NULL;) {
        const char *partial = strstr(entry->d_name, ".partial-");
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0
            || strcmp(entry->d_name, current) == 0
            || (partial && (kill((pid_t)atol(partial + 9), 0) == 0 || errno != ESRCH)))
            continue;
        char path[PATH_MAX];
        if (join(path, sizeof path, cache, entry->d_name) == 0) remove_tree(path);
    }
    closedir(folder);
}

/* The cache folder's extraction of this image: made on the first start of this version and build,
 * written under a temporary name and renamed, so a start never sees half an extraction. */
static int cached_appdir(sqfs *fs, char *appdir, size_t size) {
    const char *base = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    char cache[PATH_MAX], name[128], partial[PATH_MAX];
    if (base && base[0] == '/') snprintf(cache, sizeof cache, "%s/%s-appimage", base, APP_NAME);
    else if (home && home[0] == '/') snprintf(cache, sizeof cache, "%s/.cache/%s-appimage", home, APP_NAME);
    else return report("cannot find a cache folder: set XDG_CACHE_HOME or HOME");
    snprintf(name, sizeof name, "%s-%08x-%llx", APP_VERSION, le32toh(fs->sb.mkfs_time),
             (unsigned long long)le64toh(fs->sb.bytes_used));
    if (join(appdir, size, cache, name) != 0 || make_folders(cache) != 0) return -1;
    struct stat existing;
    if (stat(appdir, &existing) != 0) {
        char partial_name[NAME_MAX];
        snprintf(partial_name, sizeof partial_name, ".%s.partial-%ld", name, (long)getpid());
        if (join(partial, sizeof partial, cache, partial_name) != 0) return -1;
        if (mkdir(partial, 0700) != 0)
            return report("cannot write the cache folder %s: %s", cache, strerror(errno));
        fprintf(stderr, "%s AppImage: first start of %s: unpacking into %s\n", APP_NAME,
                APP_VERSION, appdir);
        if (extract(fs, partial) != 0) return remove_tree(partial), -1;
        if (rename(partial, appdir) != 0) {
            int problem = errno;
            remove_tree(partial);
            if (problem != EEXIST && problem != ENOTEMPTY) /* else another start finished first */
                return report("cannot write the cache folder %s: %s", cache, strerror(problem));
        }
    }
    remove_older_extractions(cache, name);
    return 0;
}

/* The environment real runtimes give AppRun. */
static void set_environment(const char *appimage, const char *appdir, const char *argv0) {
    char here[PATH_MAX];
    setenv("APPIMAGE", appimage, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv0, 1);
    if (getcwd(here, sizeof here)) setenv("OWD", here, 1);
}

/* Fills apprun with appdir/AppRun, or says that the AppImage has nothing to start. */
static int find_apprun(const char *appdir, char *apprun, size_t size) {
    snprintf(apprun, size, "%s/AppRun", appdir);
    if (access(apprun, X_OK) != 0)
        return report("this AppImage has no AppRun at the top of its image, so there is nothing "
                      "to start (%s: %s)", apprun, strerror(errno));
    return 0;
}

/* Runs AppRun with args in a child, waits for it and returns its exit code (128 + the signal if
 * a signal ended it). Ctrl+C reaches the app; this process stays to remove the folder. */
static int run_and_wait(const char *apprun, char **args) {
    pid_t child = fork();
    if (child < 0) return report("cannot start the app: %s", strerror(errno));
    if (child == 0) {
        execv(apprun, args);
        report("cannot start %s: %s", apprun, strerror(errno));
        _exit(127);
    }
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    int status;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) return report("lost the app's process: %s", strerror(errno));
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int extract_and_run(sqfs *fs, const char *appimage, const char *argv0, char **args) {
    const char *tmp = getenv("TMPDIR");
    char folder[PATH_MAX], apprun[PATH_MAX];
    snprintf(folder, sizeof folder, "%s/%s-appimage-XXXXXX", tmp && tmp[0] == '/' ? tmp : "/tmp", APP_NAME);
    if (!mkdtemp(folder)) return report("cannot create a temporary folder %s: %s", folder, strerror(errno));
    int code = extract(fs, folder) == 0 && find_apprun(folder, apprun, sizeof apprun) == 0 ? 0 : -1;
    if (code == 0) {
        set_environment(appimage, folder, argv0);
        args[0] = apprun;
        code = run_and_wait(apprun, args);
    }
    remove_tree(folder);
    return code < 0 ? 1 : code;
}

static int start_from_cache(sqfs *fs, const char *appimage, const char *argv0, char **args) {
    char appdir[PATH_MAX], apprun[PATH_MAX];
    if (cached_appdir(fs, appdir, sizeof appdir) != 0 || find_apprun(appdir, apprun, sizeof apprun) != 0)
        return 1;
    set_environment(appimage, appdir, argv0);
    args[0] = apprun;
    execv(apprun, args);
    report("cannot start %s: %s", apprun, strerror(errno));
    return 1;
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
    if (strcmp(flag, "--appimage-extract-and-run") == 0) return extract_and_run(&fs, appimage, argv[0], argv + 1);
    return start_from_cache(&fs, appimage, argv[0], argv);
}
