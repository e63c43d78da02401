#!/usr/bin/env bash
# Runs a command with a time limit; when the limit passes, it says what was
# still running before it stops the command, so a hang in CI is a diagnosis,
# not a timeout with no trace:
#   - the tests that started and never finished (Swift Testing's lines),
#   - every process the command started, with the stacks of all its threads
#     (gdb, when it is installed and may attach).
# The command's output goes to standard output and to LOG, as `tee` would.
#
#   Scripts/watchdog.sh SECONDS LOG -- COMMAND [ARGUMENTS...]
#
# Exits with the command's status, or 124 when the limit passed.
set -uo pipefail
if [ $# -lt 4 ] || [ "$3" != "--" ]; then
  echo "usage: Scripts/watchdog.sh SECONDS LOG -- COMMAND [ARGUMENTS...]" >&2
  exit 64
fi
limit=$1
log=$2
shift 3

# The command runs in its own process group (setsid), reading nothing: a test
# or tool waiting for standard input must not wait on CI's.
# The log exists before `tail` follows it.
: > "$log"
# `stdbuf -oL`: the test binary writes its progress through C's stdio, which
# holds 4 KB at a time when the output is a file; line by line, the log shows
# where a run stands when it stops.
setsid stdbuf -oL -eL "$@" < /dev/null > "$log" 2>&1 &
leader=$!
tail -n +1 -f "$log" --pid="$leader" &
follower=$!

waited=0
while kill -0 "$leader" 2> /dev/null; do
  if [ "$waited" -ge "$limit" ]; then
    # Whatever the processes still hold in their stdio buffers goes to the
    # log first (gdb calls fflush in each), so the log is where they stand.
    if command -v gdb > /dev/null; then
      for pid in $(ps -o pid= -g "$leader"); do
        timeout 60 gdb -p "$pid" -batch -nx -ex 'call (int)fflush(0)' > /dev/null 2>&1
      done
    fi
    sleep 1
    {
      echo
      echo "watchdog: '$*' still running after ${limit}s; what it was doing:"
      echo "--- suites and tests started and not finished (Swift Testing's lines)"
      # "◇ Suite/Test NAME started." without a later "✔/✘/➜ Suite/Test NAME ..."
      # (the cases of a parameterized test report only through their test).
      # (Colours, when the runner prints them, are stripped first.)
      sed -E 's/\x1b\[[0-9;]*m//g' "$log" | LC_ALL=C.UTF-8 awk '
        /^◇ (Suite|Test) .* started\.$/ && !/^◇ Test case passing/ {
          name = $0; sub(/^◇ /, "", name); sub(/ started\.$/, "", name)
          if (!(name in open)) { order[++count] = name }
          open[name] = 1
          next
        }
        /^(✔|✘|➜) (Suite|Test) / {
          line = $0; sub(/^[^ ]+ /, "", line)
          for (name in open) {
            if (open[name] && index(line, name " ") == 1) { open[name] = 0 }
          }
        }
        END { for (i = 1; i <= count; i++) if (open[order[i]]) print order[i] }
      '
      echo "--- processes"
      ps -o pid,ppid,etimes,time,stat,args --forest -g "$leader" || true
      if command -v gdb > /dev/null; then
        for pid in $(ps -o pid= -g "$leader"); do
          echo "--- stacks of $pid: $(tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | cut -c1-200)"
          timeout 120 gdb -p "$pid" -batch -nx -ex 'set pagination off' -ex 'thread apply all bt 25' 2>&1 \
            | grep -E '^(Thread|#)' | head -n 400
        done
      fi
    } >&2
    kill -TERM -- "-$leader" 2> /dev/null
    sleep 5
    kill -KILL -- "-$leader" 2> /dev/null
    wait "$leader" 2> /dev/null
    kill "$follower" 2> /dev/null
    echo "watchdog: stopped after ${limit}s" >&2
    exit 124
  fi
  sleep 5
  waited=$((waited + 5))
done
wait "$leader"
status=$?
wait "$follower" 2> /dev/null
exit "$status"
