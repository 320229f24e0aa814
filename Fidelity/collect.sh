#!/usr/bin/env bash
# Copies every storyboard and xib (launch screens aside) of the repositories fetched into
# /work/.mirror (or $MIRROR) into a corpus directory, one folder per repository, and writes
# MANIFEST.tsv: repository, commit, path. The documents are public projects' files, read for
# measurement only; they are not part of Strut's repository.
set -euo pipefail
mirror="${MIRROR:-/work/.mirror}"
out="${1:?usage: collect.sh CORPUS_DIR}"
mkdir -p "$out"
: > "$out/MANIFEST.tsv"
for dir in "$mirror"/*/repo; do
  repo="$(basename "$(dirname "$dir")")"
  commit="$(git -C "$dir" rev-parse HEAD 2>/dev/null)" || continue
  # macOS's resource-fork companions (`._Main.storyboard`, `__MACOSX/`) are not documents.
  { git -C "$dir" ls-tree -r --name-only HEAD | grep -E '\.(storyboard|xib)$' | grep -vi launch |
    grep -vE '(^|/)(\._|__MACOSX/)' || true; } |
    while IFS= read -r path; do
      target="$out/$repo/$path"
      mkdir -p "$(dirname "$target")"
      # A snapshot can lack a file (too large to store, or kept in Git LFS): skip it.
      if ! git -C "$dir" show "HEAD:$path" > "$target" 2>/dev/null; then
        rm -f "$target"
        continue
      fi
      printf '%s\t%s\t%s\n' "${repo/+//}" "$commit" "$path" >> "$out/MANIFEST.tsv"
    done
done
wc -l < "$out/MANIFEST.tsv"
