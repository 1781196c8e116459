/* Reading the AppImage: where its SquashFS image starts, opening it, and unpacking it into a
 * folder, with a plain-words message for each way that can fail. */
#define _GNU_SOURCE
#include "runtime.h"

#include <elf.h>
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define SQUASHFS_SUPERBLOCK_MAGIC 0x73717368u /* "hsqs" */

/* Prints "APP_NAME AppImage: <message>" on stderr; returns -1 for the caller to pass on. */
int report(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s AppImage: ", APP_NAME);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    return -1;
}

static char last_write_problem[PATH_MAX + 128];

/* Says (and remembers, for write_problem) that path cannot be written; returns CANNOT_WRITE. */
int cannot_write(const char *path, int error) {
    snprintf(last_write_problem, sizeof last_write_problem, "cannot write %s: %s", path, strerror(error));
    report("%s", last_write_problem);
    return CANNOT_WRITE;
}

/* The last "cannot write PATH: reason" said, for a message to the user. */
const char *write_problem(void) {
    return last_write_problem;
}

/* $TMPDIR when it is an absolute path, else /tmp. */
const char *temporary_folder(void) {
    const char *tmp = getenv("TMPDIR");
    return tmp && tmp[0] == '/' ? tmp : "/tmp";
}

/* The end of the ELF file at path: e_shoff + e_shnum * e_shentsize, for 32- and 64-bit files. */
int elf_end(const char *path, off_t *end) {
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

/* Opens the image at offset in the AppImage (fs keeps the file open). */
int open_image(const char *appimage, off_t offset, sqfs *fs) {
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
int join(char *out, size_t size, const char *folder, const char *name) {
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
    if (fd < 0) return cannot_write(target, errno);
    sqfs_off_t position = 0, size = (sqfs_off_t)inode->xtra.reg.file_size;
    while (position < size) {
        sqfs_off_t chunk = sizeof buffer;
        if (sqfs_read_range(fs, inode, position, &chunk, buffer) != SQFS_OK || chunk <= 0) {
            close(fd);
            report("cannot read %s from the image: the AppImage is damaged", target);
            return IMAGE_DAMAGED;
        }
        if (write_all(fd, buffer, (size_t)chunk) != 0) {
            int problem = errno;
            close(fd);
            return cannot_write(target, problem);
        }
        position += chunk;
    }
    if (close(fd) != 0) return cannot_write(target, errno);
    return 0;
}

static int extract_symlink(sqfs *fs, sqfs_inode *inode, const char *target) {
    char destination[PATH_MAX];
    size_t size = sizeof destination;
    if (sqfs_readlink(fs, inode, destination, &size) != SQFS_OK) {
        report("cannot read the link %s from the image: the AppImage is damaged", target);
        return IMAGE_DAMAGED;
    }
    unlink(target);
    if (symlink(destination, target) != 0) return cannot_write(target, errno);
    return 0;
}

/* Extracts one entry of the image to folder/path. An AppDir has no device files, FIFOs or
 * sockets: such entries are left out. */
static int extract_entry(sqfs *fs, sqfs_inode_id id, const char *folder, const char *path) {
    char target[PATH_MAX];
    sqfs_inode inode;
    if (join(target, sizeof target, folder, path) != 0) return CANNOT_WRITE;
    if (sqfs_inode_get(fs, &inode, id) != SQFS_OK) {
        report("cannot read %s from the image: the AppImage is damaged", path);
        return IMAGE_DAMAGED;
    }
    switch (inode.base.inode_type) {
    case SQUASHFS_DIR_TYPE:
    case SQUASHFS_LDIR_TYPE:
        if (mkdir(target, (inode.base.mode & 0777) | 0700) != 0 && errno != EEXIST)
            return cannot_write(target, errno);
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

/* Extracts the whole image into folder, which exists: 0, IMAGE_DAMAGED or CANNOT_WRITE. */
int extract(sqfs *fs, const char *folder) {
    sqfs_traverse walk;
    sqfs_err err = SQFS_OK;
    if (sqfs_traverse_open(&walk, fs, sqfs_inode_root(fs)) != SQFS_OK) {
        report("cannot read the image's top folder: the AppImage is damaged");
        return IMAGE_DAMAGED;
    }
    int result = 0;
    while (result == 0 && sqfs_traverse_next(&walk, &err)) {
        if (!walk.dir_end) result = extract_entry(fs, walk.entry.inode, folder, walk.path);
    }
    sqfs_traverse_close(&walk);
    if (result == 0 && err != SQFS_OK) {
        report("cannot list the image's folders: the AppImage is damaged");
        return IMAGE_DAMAGED;
    }
    return result;
}

static int remove_one(const char *path, const struct stat *info, int flag, struct FTW *walk) {
    (void)info, (void)flag, (void)walk;
    return remove(path);
}

int remove_tree(const char *path) {
    return nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}
