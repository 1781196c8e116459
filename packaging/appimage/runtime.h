/* Game Night's AppImage runtime: what its parts share (see runtime.c for the whole). */
#ifndef GAMENIGHT_APPIMAGE_RUNTIME_H
#define GAMENIGHT_APPIMAGE_RUNTIME_H

#include <squashfuse/squashfuse.h>

#include <stddef.h>
#include <sys/types.h>

#if !defined(APP_NAME) || !defined(APP_VERSION)
#error "build with -DAPP_NAME='\"name\"' -DAPP_VERSION='\"version\"'"
#endif

/* What extract() and the cache report besides success (0). */
enum { IMAGE_DAMAGED = -1, CANNOT_WRITE = -2 };

/* image.c: reading the AppImage and unpacking its image */
int report(const char *format, ...) __attribute__((format(printf, 1, 2)));
int elf_end(const char *path, off_t *end);
int open_image(const char *appimage, off_t offset, sqfs *fs);
int join(char *out, size_t size, const char *folder, const char *name);
int extract(sqfs *fs, const char *folder);
const char *write_problem(void);
int cannot_write(const char *path, int error);
int remove_tree(const char *path);
const char *temporary_folder(void);

/* cache.c: the per-user cache of unpacked versions, used where FUSE is not */
int cached_appdir(sqfs *fs, char *appdir, size_t size);

/* mount.c: the image mounted read-only with FUSE */
int run_mounted(const char *appimage, off_t offset, const char *argv0, char **args);

/* runtime.c: starting the app */
void set_environment(const char *appimage, const char *appdir, const char *argv0);
int find_apprun(const char *appdir, char *apprun, size_t size);

#endif
