#!/usr/bin/env bash
# A full disk on ext4 with 1 KiB blocks (#35 M1): SQLite grows the -shm one byte per 4 KiB
# page, so most of each page stays a hole until written through the mapping; a commit that
# then needed a block died by SIGBUS with its last frame already in the -wal (stored, though
# it failed). At every level of free space from 0 to 160 KiB an import must succeed or exit
# 3 saying the disk is full, store nothing when it fails, and a retry with the space free
# must store exactly one. Needs root, mkfs.ext4 and a loop mount: skipped (exit 77) where
# they are not allowed.
. "$(dirname "$0")/lib.sh"

skip() { echo "skipped: $1"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "loop mounts need root"
command -v mkfs.ext4 >/dev/null && command -v sqlite3 >/dev/null || skip "needs mkfs.ext4 and sqlite3"
mnt=$work/mnt
mkdir -p "$mnt"
truncate -s 4M "$work/img" && mkfs.ext4 -q -b 1024 -m 0 "$work/img" &&
  mount -o loop "$work/img" "$mnt" 2>/dev/null || skip "no loop mount allowed here"
at_exit='umount "$mnt"'

table=$(example "$stand_in_game" finished)
"$bin" import "$table" --db "$work/one.db" >/dev/null || fail "the first import (a roomy disk)"
sessions() { sqlite3 "$mnt/t.db" "SELECT count(*) FROM sessions" 2>/dev/null || echo unreadable; }
free_kib() { sync -f "$mnt"; df -B1K --output=avail "$mnt" | tail -n 1 | tr -d ' '; }
fill_to() {  # fill_to KIB: a filler takes every block, then gives back all but KIB
  dd if=/dev/zero of="$mnt/fill" bs=1K status=none 2>/dev/null
  for ((i = 0; i < 40; i++)); do
    local now size
    now=$(free_kib)
    size=$(stat -c %s "$mnt/fill")
    [ "$now" -ge "$1" ] || [ "$size" -eq 0 ] && break
    truncate -s $((size - ($1 - now) * 1024 > 0 ? size - ($1 - now) * 1024 : 0)) "$mnt/fill"
  done
}

failures=0
for ((level = 0; level <= 160; level += 4)); do
  rm -f "$mnt"/t.db* "$mnt/fill"
  cp "$work/one.db" "$mnt/t.db"
  fill_to $level
  "$bin" import "$table" --db "$mnt/t.db" >"$work/out" 2>&1
  code=$?
  rm -f "$mnt/fill"
  stored=$(sessions)
  if [ $code -eq 0 ]; then
    [ "$stored" = 2 ] && pass || fail "$level KiB free: imported, but $stored sessions"
    continue
  fi
  failures=$((failures + 1))
  [ $code -eq 3 ] && pass || fail "$level KiB free: exit $code (a signal above 128), not 3"
  grep -q "is full" "$work/out" && pass || fail "$level KiB free: no disk-full message: $(head -c 200 "$work/out")"
  [ "$stored" = 1 ] && pass || fail "$level KiB free: the failed import left $stored sessions"
  "$bin" import "$table" --db "$mnt/t.db" >/dev/null 2>&1 || fail "$level KiB free: the retry failed"
  [ "$(sessions)" = 2 ] && pass || fail "$level KiB free: the retry left $(sessions) sessions"
done
echo "$failures of 41 levels were too full for the import"
finish
