# Sourced by the games' `analyse --seconds N` deadline tests after lib.sh: `within NAME
# FILE` analyses FILE for $seconds s and checks the exit code, the wall time and that
# nothing cut short is claimed proven. The budget counts from the command's start, but no
# budget can end a command before its table is read and freed: the wall time may be N s or,
# when merely reading FILE (`validate`, timed just before, in the same conditions) takes
# longer, that long, plus 0.5 s (with TRIBUTARY_SANITIZED set, the ASan + UBSan build,
# several times slower outside the searches too, 3 s).
seconds=2
margin_ms=500
[ -n "${TRIBUTARY_SANITIZED:-}" ] && margin_ms=3000

# within NAME FILE: analyse FILE for $seconds s; the wall time, exit code and honesty.
within() {
  local name=$1 file=$2 start end elapsed_ms out read_ms floor_ms
  start=$(date +%s%N)
  "$bin" validate "$file" >/dev/null 2>&1
  read_ms=$((($(date +%s%N) - start) / 1000000))
  floor_ms=$((seconds * 1000 > read_ms ? seconds * 1000 : read_ms))
  start=$(date +%s%N)
  out=$(timeout 60 "$bin" analyse "$file" --json --seconds "$seconds")  # a hang fails, not stalls
  local code=$?
  end=$(date +%s%N)
  elapsed_ms=$(((end - start) / 1000000))
  echo "$name: ${elapsed_ms} ms (reading the table alone: ${read_ms} ms)"
  if [ $code -eq 0 ]; then pass; else fail "$name: analyse exits 0 (got $code)"; fi
  if ((elapsed_ms <= floor_ms + margin_ms)); then pass; else
    fail "$name: took ${elapsed_ms} ms with --seconds $seconds (reading it: ${read_ms} ms)"
  fi
  # Cut short, nothing is claimed proven but what is: the open deck of a big deck is not.
  matches "$name: the open deck claims no proof" "$out" '*"open_deck": {*"proven": false*'
}
