#!/bin/sh
# Regenerates docs/Lab.md from the real output of rac-lab. Run from the package root after
# `swift build`:  sh docs/lab-scripts/generate-lab-md.sh > docs/Lab.md
# Tests/RACLabTests/LabPageTests.swift fails when a sample no longer matches.
L=${RAC_LAB:-.build/debug/rac-lab}
run() { echo '```'; echo "\$ rac-lab $*"; $L "$@" 2>&1; echo '```'; }
# sample NAME: docs/lab-scripts/NAME.rac, then what compare prints for it.
sample() {
  printf '%sdocs/lab-scripts/%s.rac%s:\n\n%s\n' '`' "$1" '`' '```'
  cat "docs/lab-scripts/$1.rac"
  printf '%s\n\n' '```'
  run compare "docs/lab-scripts/$1.rac"
  echo
}
# runhead N ARGS: the first N lines of the output, then "...".
runhead() { n=$1; shift; echo '```'; echo "\$ rac-lab $*"; $L "$@" 2>&1 | head -n "$n"; echo '...'; echo '```'; }
cat <<EOF
# rac-lab: the command-line lab

\`rac-lab\` shows how hot and cold signals, replay and capacity behave, in
RAC2 names (\`RACClassic\`) and RAC4 names (\`RACModern\`), on the virtual-time
test schedulers. Every line it prints is produced by running the library at
that moment; nothing is stored. All samples on this page are real output
(regenerate the page with \`sh docs/lab-scripts/generate-lab-md.sh > docs/Lab.md\`;
\`Tests/RACLabTests/LabPageTests.swift\` fails when a sample is out of date).

\`\`\`sh
swift run rac-lab                 # every seed scenario, both flavors, side by side
swift run rac-lab --help          # the commands; each has its own --help
swift run rac-lab report > report.html   # all of it on one self-contained page
\`\`\`

Options may come before or after a command's argument (\`rac-lab scenario
--format svg S3\` works). Runs over large counts (\`capacity --count\`, a
\`compare\` of a long script) want a release build, many times faster (a million
values through \`buffer\`: 2.1 s per capacity in debug, 0.1 s in release):
\`swift run -c release rac-lab ...\`. A long \`compare\` or \`capacity --count\`
run shows a progress line on standard error, only when that is a terminal.

Exit status: **0** success, **1** a run did not match its expected transcript
(for \`compare\`: the flavors' timelines differ), **64** a usage error. A usage
error prints two lines on stderr: the problem, then which \`--help\` to read:

$(run capacity --capacity -1)

A number past a bound says so and names the bound (\`--count 1000000000000\`:
"too large (at most 10000000)"). \`help --help\` and \`help COMMAND --help\`
print what \`help\` and \`help COMMAND\` print.

## rac-lab (no command): what the lab is, and every seed's verdict

Says what the lab is and where its seed scenarios come from, then runs every
scenario of the seed catalog (\`Sources/RACLabCore/SeedCatalog.swift\`) in
every flavor that has it, each on a fresh virtual clock, checks each run
against the transcript its article printed, and prints one line per
scenario: its id, title, verdict per flavor (\`ok\`, \`MISMATCH\`, or \`-\`
where the flavor has no counterpart) and how many times its source's work ran
(the side effects: cold sources run once per subscriber). A mismatch prints
both transcripts under the table and makes the exit status 1. Then the
summary and the commands to try next. Every line fits 100 columns.

\`\`\`
\$ rac-lab
$($L | head -16)
...
$($L | tail -9)
\`\`\`

\`--transcripts\` prints every seed's transcripts side by side instead, with
their virtual timestamps (\`t=1.0\`); \`--format json\` and \`--format
markdown\` print them as JSON or Markdown tables.

\`\`\`
\$ rac-lab --transcripts
$($L --transcripts | head -11)
...
$($L --transcripts | tail -1)
\`\`\`

### Where the seeds come from

The seeds are the runnable examples of five articles on ReactiveCocoa's hot
and cold signals, in Chinese (a seed's note names an article by its number):

$(for a in "000|ReactiveCocoa的冷信号与热信号 探讨|An inquiry into ReactiveCocoa's cold and hot signals" \
  "001|RAC-信号与订阅者|RAC: signals and subscribers" \
  "002|细说ReactiveCocoa的冷信号与热信号(三):怎么处理冷信号与热信号|ReactiveCocoa's cold and hot signals in detail, part 3: how to handle them" \
  "003|什么是 RAC ?|What is RAC?" \
  "004|细说ReactiveCocoa的冷信号与热信号|ReactiveCocoa's cold and hot signals in detail, parts 1 to 3 (2015)"; do
  echo "- **${a%%|*}** ${a#*|}" | sed 's/|/ (/; s/$/)/'; done)

The transcripts keep the articles' own words, so that they can be checked
line by line against what the articles printed, typos included: \`recieve\`
for receive, \`Subscribe 1\` for Subscriber 1, \`Cold signal be subscribed.\`,
and a lower-case \`subscribe 1 ----\`. A seed whose note says "Designed
transcript" is one whose article printed no transcript, or one its own code
could not have printed; its transcript was written from the article's code.
(\`SeedCatalog.articles\` and \`SeedCatalog.spellingNote\` say the same to
the report; \`Tests/RACLabTests/LabPageTests.swift\` checks they agree.)

## rac-lab list

$(runhead 6 list)

\`rac-lab list PREFIX\` lists the scenarios whose id starts with PREFIX;
\`--format json\` prints the list as JSON.

$(run list S7)

## rac-lab scenario NAME

\`--flavor classic|modern|both\` (default both), \`--format text|json|markdown|svg\`.

$(run scenario S13)

A NAME that is only the start of ids runs each of them and says so on
standard error (\`rac-lab scenario S7\` runs S7a to S7f):

\`\`\`
\$ rac-lab scenario S14 > /dev/null
$($L scenario S14 2>&1 >/dev/null)
\`\`\`

\`--format svg\` draws a marble diagram per flavor (see "Marble diagrams"
below). Seeds print the articles' free text, so each seed declares how its
transcript lines map to lanes and labels (\`marbles:\` in its file under
\`Sources/RACLabCore/Seeds\`): "Subscriber 1 get a next value: send package 1
from subject" is the marble \`1\` on lane "Subscriber 1 · subject". What a seed
does without printing it (S22's command executing) it draws with
\`ScenarioContext.mark\`. A test checks that every line of every seed is read.

## rac-lab capacity: the capacity experiment

The articles leave it as an exercise: what does a late subscriber get from
each replaying kind, at each capacity? Timeline, in virtual seconds: at 0.0
the kind is built (\`replay()\` and \`replayLast()\` subscribe their source right
there) and an early subscriber subscribes; at 1.0 the source sends every value;
at \`--late-at\` (default 2.0) a late subscriber subscribes; one second after
both the source completes; one second later a probe subscribes, and what it is
replayed is the **retained** buffer. Per kind and capacity the table shows
what each subscriber received, how many times (and when) the cold source ran,
and the retained count.

| kind | flavor | call |
|---|---|---|
| \`buffer\` | RACModern | \`SignalProducer.buffer(n)\`, fed by its observer |
| \`replayLazily\` | RACModern | \`producer.replayLazily(n)\` |
| \`replaySubject\` | RACClassic | \`RACReplaySubject(capacity: n)\` |
| \`replay\` | RACClassic | \`signal.replay()\` (always unbounded) |
| \`replayLast\` | RACClassic | \`signal.replayLast()\` (always 1) |
| \`behavior\` | RACClassic | \`RACBehaviorSubject(defaultValue: "default")\` (always 1, starts with its default) |

Options: \`--values A,B,C\` or \`--count N\` (generated values 1...N),
\`--capacity 0,1,3,unbounded\` (\`unbounded\` in any case; \`9223372036854775807\`, which is
\`Int.max\`, is unbounded too), \`--early-at T\` (0 to 1.0), \`--late-at T\`, \`--kinds\`
(comma-separated), \`--format text|json|csv|markdown|svg\`.

$(run capacity --values A,B,C,D,E --capacity 0,1,3,unbounded)

What it shows: capacity 0 replays only the completion; capacity n hands a late
subscriber the newest n values, the same in both flavors; the early subscriber
gets everything live whatever the capacity; a subject has no source to run, and
the replaying operators run theirs once. \`--early-at\` shows when: \`replayLazily\`
starts its source at the first subscription, \`replay()\` and \`replayLast()\` at
the call.

$(run capacity --values A,B,C --capacity 1 --early-at 0.5 --kinds replayLazily,replay,replayLast,buffer)

With \`--count\` the receipts say how many values arrived and show the first and
last three, so a run over a million values does not hold a million strings:
each subscriber's receipt is constant size, and the only memory that grows is
the kind's own replay buffer, which is what the capacity bounds.

$(run capacity --count 1000000 --capacity 2 --kinds buffer,replayLast --format csv)

\`--format svg\` plots the experiment. Left: what the late subscriber was
replayed against capacity, one line per group of kinds that replay alike
(labelled with every kind in it), a point for a kind whose capacity is fixed;
what a kind retains after completion is drawn too where it differs from what
it replayed, and said once where it never does. Right, what tells the kinds
apart: a lane per kind on a time axis to scale, with each start of its source
as the run recorded it (\`replay()\` and \`replayLast()\` at the call,
\`replayLazily\` at the first subscription, a subject never), the two
subscriptions, the sends and the completion.

\`\`\`sh
swift run rac-lab capacity --count 20 --capacity 0,1,2,5,10,20,unbounded --format svg > capacity.svg
\`\`\`

![the capacity plot](images/capacity.png)

### Speed and memory (release build)

Measured with \`/usr/bin/time -v\` on the project's 2-core Linux machine (shared
with other builds, so wall times run about twice the user times), release
build (\`swift build -c release\`), over \`--count 1000000\`, with
\`--capacity 0,1,2,3,5,10,100,1000,10000,100000\` (10 capacities) unless noted:

| kinds | runs | user time | max RSS |
|---|---|---|---|
| \`buffer\` | 10 | 1.2 s | 20 MB |
| \`replaySubject\` | 10 | 1.2 s | 20 MB |
| \`replayLazily\` | 10 | 1.6 s | 20 MB |
| \`replay,replayLast,behavior\` (fixed capacities) | 3 | 0.7 s | 35 MB |
| \`buffer\`, \`--capacity 1\` | 1 | 0.15 s | 20 MB |
| \`buffer\`, \`--capacity 1\`, \`--count 10000000\` | 1 | 1.5 s | 20 MB |
| \`buffer\`, \`--capacity unbounded\` | 1 | 0.27 s | 35 MB |

\`compare\` streams: a script of 100 000 sends to 50 subscribers (5 000 000 rows,
RACClassic beside RACModern) took 21.6 s user (27.9 s wall) in release, at a
peak of 65 MB: memory follows one instant of the run, not the whole run.

Memory tracks the capacity, not the count: ten million values at capacity 1
peak at the same 20 MB as one million; only a buffer that must keep every
value grows (35 MB with a million retained). A send costs about 0.1 µs
through \`buffer\`, \`RACReplaySubject\` and the replaying operators (\`replayLazily\`,
\`replay\`, \`replayLast\`); the replaying operators form their source's sink in
inlinable engine code, so it is specialized in the client (before that, a
send through them took about 1 µs in \`swift_getGenericMetadata\`).


## rac-lab side-effects: the six network requests

Seed S7's pipeline: three views bound to one cold request through
\`flattenMap\`, plus a \`merge\` of the three for errors: six subscriptions, so
six requests. The command runs it with no conversion and with each cure, in
each flavor that has the call, and prints how many times the request ran and
when: at the call (t=0.0, when the cure is applied) or at the first
subscription (t=1.0, when the views are bound). \`--flavor\`, \`--format text|json|markdown\`.

$(run side-effects)

## rac-lab compare FILE: your own experiment

Runs a script of timed steps with RACClassic, RACModern and RACSwift
(ReactiveSwift 7) types, each on its flavor's test scheduler, prints the
timelines side by side and whether they are identical. A script may pipe the
source through operators (\`pipe throttle 1.0\`), spelled once and run in each
flavor with that flavor's own operator and meaning, so the real RAC2, RAC4 and
ReactiveSwift differences show (RAC2 -> ReactiveSwift is the migration teams
make today). A kind a flavor lacks gets "(no counterpart)" in its column and
the others are compared. When the timelines differ, the lab
names the row of [\`docs/Migration.md\`](Migration.md)'s behaviour tables that
explains the difference, or says that none does: a **FINDING** (a row missing
from the guide, or a face that is wrong). When they agree, it names the rows the
run touches; a row of the ReactiveSwift table explains a run only where
RACSwift heard something else than RACModern (\`on-started.rac\`,
\`throttle-at-end.rac\`, \`action-run-end.rac\`); rows whose faces agree are
named after the explanation too, each saying which faces agreed in the run:
every flavor that ran it, but RACSwift where it heard something else than
RACModern ("RACClassic and RACModern agree (RACSwift heard otherwise)").
RACClassic has no interruption: RACModern's and RACSwift's \`interrupted\` events are shown and compared;
\`--interruptions ignore\` leaves them out of the comparison. Formats: \`text\`, \`json\`, \`markdown\`, \`svg\`. Exits 1 if the flavors
differ.

The flavors run in lockstep, instant by instant, and \`text\` and
\`markdown\` are printed as they go, so memory follows one instant of the run,
not all of it (a script of 100 000 sends to 50 subscribers prints five million
rows); the RACClassic column's width is worked out from the script before the
run. \`json\` and \`svg\` hold the whole run; \`svg\` refuses scripts of more
than 20 000 events (steps times subscribers). Scripts may have CRLF line ends
and a UTF-8 byte order mark.

### Script format

One statement per line; \`#\` starts a comment; blank lines are ignored. The
first statement names the kind of source; then timed steps, run in time order
(steps at the same time in the order written).

\`\`\`
$($L compare --help | sed -n "/^Script format/,/^Example/p" | sed "1d;\$d" | sed "s/^  //")
\`\`\`

| kind | RACClassic | RACModern | RACSwift |
|---|---|---|---|
| \`cold\` | \`RACSignal.createSignal\` | \`SignalProducer.init\` | \`SignalProducer.init\` |
| \`subject\` | \`RACSubject\` | \`Signal.pipe()\` | \`Signal.pipe()\` |
| \`replaySubject [capacity N]\` | \`RACReplaySubject(capacity: N)\` | \`SignalProducer.buffer(N)\` | (none: ReactiveSwift 7 removed \`buffer\`) |
| \`publish\` | \`publish()\` + \`connect()\` | \`startWithSignal\`, earlier subscribers attached in \`setUp\` | \`startWithSignal\`, earlier subscribers attached in its setup |
| \`autoconnect\` | \`multicast(RACSubject()).autoconnect()\` | (none) | (none) |
| \`replay\`, \`replayLast\` | \`replay()\`, \`replayLast()\` | (none) | (none) |
| \`replayLazily [capacity N]\` | \`replayLazily()\` (unbounded only) | \`replayLazily(N)\` | \`replayLazily(upTo: N)\` |
| \`property VALUE\` | \`RACBehaviorSubject(defaultValue: VALUE)\`; channel \`signal\`: the subject with \`skip(1)\` | \`MutableProperty(VALUE)\`, subscribers start its \`producer\`; channel \`signal\`: they observe its \`signal\` | \`MutableProperty(VALUE)\`, subscribers start its \`producer\`; channel \`signal\`: they observe its \`signal\` |
| \`constant VALUE\` | \`RACSignal.return(VALUE)\` | \`Property(value: VALUE).producer\` | \`Property(value: VALUE).producer\` |
| \`timer T\` | \`RACSignal.interval(T, onScheduler:)\` | \`timer(T, onScheduler:)\` | \`SignalProducer.timer(interval:on:)\` |
| \`command [enabledInput B] [concurrent]\` | \`RACCommand(enabled:signalBlock:)\`, \`allowsConcurrentExecution\` | \`Action(enabledIf:_:)\` (never concurrent) | \`Action(enabledIf:execute:)\` (never concurrent); channels \`values\`, \`errors\`, \`isExecuting.producer\`, \`isEnabled.producer\`, \`apply\` |

For a cold kind, \`send\`, \`complete\` and \`fail\` go to every live run of the
source. Unbounded capacity is the default (\`capacity unbounded\`). Sample
scripts are in [\`docs/lab-scripts\`](lab-scripts).

A \`property\` is set by \`send\`; \`complete\` ends it each flavor's way:
RACClassic's behavior subject is sent \`sendCompleted\`, RACModern's and
RACSwift's \`MutableProperty\` is let go (a property ends when it goes away),
and a property cannot fail. Leading \`map\` pipes on a \`property\` compose it
in RACModern and RACSwift (\`property.map\`, held by the lab as a view model
would hold it): RACModern's composed property keeps the \`MutableProperty\`
alive, RACSwift's does not, so letting it go ends them in RACSwift only; the
other pipes apply to its producer (or its signal). A property's subscriber
may name a channel: \`at T subscribe NAME signal\` observes the property's
\`signal\` (each change from then on) instead of starting its \`producer\`
(\`producer\`, the default: the current value, then each change); RAC2 has no
signal of a property's changes, so RACClassic's subscriber gets the behavior
subject with \`skip(1)\`, as RAC2 code writes it (\`property-order.rac\`).
A \`command\` disabled when executed fails
its execution with RACClassic's \`RACCommandErrorDomain 1\`, RACModern's
\`ActionError.notEnabled\` or RACSwift's \`ActionError.disabled\`. A
\`constant\` and a \`timer\` take no
\`send\`. A timer sends the scheduler's date, written as seconds on the
virtual clock; since a repeating timer never runs out, a script with one
(\`kind timer\`, or \`pipe bufferWithTime\`, whose RACModern \`collect(every:)\`
ticks until its source ends) stops one interval after its last step, and says
so when something was still scheduled there.

A \`command\` runs a piece of work per execution: the work sends its input at
once, then whatever \`send\`, \`complete\` and \`fail\` send to the running
executions. \`at T execute VALUE\` is \`execute(VALUE)\` in RACClassic and
\`apply(VALUE).start()\` in RACModern; \`at T enable true|false\` sends into
the enabled input (RACClassic: a subject, which has said nothing until then;
RACModern: a \`MutableProperty\` starting with the kind's \`enabledInput\`).
A command's subscribers name what they subscribe to:

| channel | RACClassic | RACModern |
|---|---|---|
| \`values\` | \`executionSignals.flatten()\` | \`values\` |
| \`errors\` | \`errors\` | \`errors\` |
| \`executing\` | \`executing\` | \`executing.producer\` |
| \`enabled\` | \`enabled\` | \`enabled.producer\` |
| \`execution\` | the signal the latest \`execute\` returned (a replay) | the producer the latest \`apply\` returned, started again |

\`source NAME subject|replaySubject [capacity N]\` declares another hot source
(\`RACSubject\`/\`RACReplaySubject\` | \`Signal.pipe()\`/\`SignalProducer.buffer\`,
which cannot fail, as a RAC4 sampler cannot), sent into by \`at T NAME send
VALUE\` and \`at T NAME complete\`, for \`sample\`, \`combineLatestList\` and
\`zipList\`. \`when NAME hears VALUE send VALUE2\` makes subscriber NAME send
VALUE2 into the source from inside its callback for VALUE: a re-entrant send.

A \`pipe\` line puts an operator between the source and every subscriber; pipes
apply in the order written. Each runs in every flavor, each with its own
operator:

| pipe | RACClassic | RACModern | RACSwift |
|---|---|---|---|
| \`map double\|upper\|lower\` | \`map(_:)\` | \`map(_:)\` | \`map(_:)\` |
| \`ignore VALUE\` | \`ignore(_:)\` | \`filter { \$0 != VALUE }\` | \`filter { \$0 != VALUE }\` |
| \`take N\` | \`take(_:)\` | \`take(_:)\` | \`take(first:)\` |
| \`skip N\` | \`skip(_:)\` | \`skip(_:)\` | \`skip(first:)\` |
| \`takeLast N\` | \`takeLast(_:)\` | \`takeLast(_:)\` | \`take(last:)\` |
| \`distinct\` | \`distinctUntilChanged()\` | \`skipRepeats()\` | \`skipRepeats()\` |
| \`startWith VALUE\` | \`startWith(_:)\` | \`startWith(_:)\` | \`prefix(value:)\` |
| \`throttle T\` | \`throttle(_:onScheduler:) (a debounce)\` | \`throttle(_:onScheduler:) (a rate limit)\` | \`throttle(_:on:) (a rate limit)\` |
| \`debounce T\` | \`throttle(_:onScheduler:)\` | \`debounce(_:onScheduler:)\` | \`debounce(_:on:)\` |
| \`delay T\` | \`delay(_:onScheduler:)\` | \`delay(_:onScheduler:)\` | \`delay(_:on:)\` |
| \`timeout T\` | \`timeout(_:onScheduler:) (RACSignalErrorTimedOut)\` | \`timeoutWithError(_:afterInterval:onScheduler:) ('timed out')\` | \`timeout(after:raising:on:) ('timed out')\` |
| \`retry N\` | \`retry(_:) (0: forever)\` | \`retry(_:)\` | \`retry(upTo:)\` |
| \`repeat N\` | \`repeat() (forever; N unused)\` | \`times(_:)\` | \`repeat(_:)\` |
| \`materialize\` | \`materialize() (RACEvent)\` | \`materialize() (Event)\` | \`materialize() (Signal.Event)\` |
| \`flatMap merge\|concat\|latest after T\|ended\` | \`flattenMap(_:), map + concat(), map + switchToLatest()\` | \`flatMap(.merge\|.concat\|.latest, transform:)\` | \`flatMap(.merge\|.concat\|.latest, _:)\` |
| \`combineLatest VALUE\` | \`combineLatest(with: .return(VALUE))\` | \`combineLatestWith(SignalProducer(value:))\` | \`combineLatest(with: SignalProducer(value:))\` |
| \`catch VALUE\` | \`catchTo(.return(VALUE))\` | \`flatMapError { _ in SignalProducer(value:) }\` | \`flatMapError { _ in SignalProducer(value:) }\` |
| \`then VALUE\` | \`then { .return(VALUE) }\` | \`then(SignalProducer(value:))\` | \`then(SignalProducer(value:))\` |
| \`combineLatestList SOURCE...\` | \`RACSignal.combineLatest([source, SOURCE...]) (first to last)\` | \`combineLatest([source, SOURCE...]) (last to first)\` | \`combineLatest([source, SOURCE...]) (first to last)\` |
| \`zipList SOURCE...\` | \`RACSignal.zip([source, SOURCE...]) (first to last)\` | \`zip([source, SOURCE...]) (last to first)\` | \`zip([source, SOURCE...]) (first to last)\` |
| \`sample SOURCE\` | \`sample(_:) (ends when either ends)\` | \`sampleOn(_:) (ends when both have)\` | \`sample(on:)\` |
| \`bufferWithTime T\` | \`bufferWithTime(_:onScheduler:) (a timer per batch)\` | \`collect(every:on:) (a repeating timer)\` | \`collect(every:on:) (a repeating timer)\` |
| \`do\` | \`doNext(_:), doError(_:), doCompleted(_:)\` | \`on(started:event:next:failed:completed:interrupted:terminated:disposed:)\` | \`on(started:event:failed:completed:interrupted:terminated:disposed:value:)\` |
| \`subscribeOn\` | \`subscribeOn(_:) (the test scheduler)\` | \`startOn(_:) (the test scheduler)\` | \`start(on:) (the test scheduler)\` |

Values are the script's strings (\`double\` doubles a number and repeats other
text; \`combineLatest X\` sends \`A+X\`, the list forms \`A+B+C\`, \`bufferWithTime\`
a batch \`[A,B]\`; \`materialize\` sends \`next A\`, \`error E\`, \`completed\`,
\`interrupted\`). \`do\` records each side-effect callback on a lane of its own,
\`do\` (\`t=1.0 do callback next A\`). \`flatMap ... after T\` turns each value into a
request that answers with it T seconds later; \`flatMap ... ended\` into a subject
that has already ended. On \`subject\` and \`publish\`, RACModern keeps a \`Signal\`
where RAC4 has the operator on \`Signal\`, and lifts it into a \`SignalProducer\`
for the producer-only ones (\`startWith\`, \`retry\`, \`times\`, \`combineLatestWith\`),
as a RAC4 user would. RAC2's \`repeat\` and \`retry(0)\` resubscribe forever: where
a source ends as it is subscribed, the lab stops RACClassic after 100
resubscriptions at one instant and says so.

$(run compare docs/lab-scripts/replay-subject-capacity.rac)

### Every behaviour difference, run

\`rac-lab compare --rows\` lists the rows of the migration guide's behaviour
tables, each with its sample script, or why a script cannot show it (threads,
types, traps, lifetimes: what a timeline of one thread in virtual time does not
show). \`Tests/RACLabTests/PipelineCompareTests.swift\` checks that the list and
the guide name the same rows, and that each script's run names its row.

$(run compare --rows)

Each sample script, run:

$(for f in composed-property constant-property timer buffer-with-time reentrant-send ended-subject \
  dispose-subscription behavior-subject-late take-zero combine-latest-order combine-latest-list catch retry-zero repeat-times then \
  materialize side-effects flatten-ended-inner sample-completion throttle debounce-completion delay-failure \
  dispose-through-delay timeout subscribe-on command-runs-at-once command-work command-order command-disabled command-concurrent \
  command-enabled-input property-ends action-run-end property-order; do sample "$f"; done)

A bad line is reported as \`FILE:LINE: message\`, exit status 64:

$(run compare docs/lab-scripts/bad-line.rac)

\`compare -\` reads the script from standard input (\`cat script.rac |
rac-lab compare -\`). An empty file or an empty standard input, a directory,
a file that is not UTF-8 (the offending byte is named) and one too large each
get their own reason.

### Limits

Any script ends, in bounded time and memory, or is refused with its line and
the bound it passes (exit status 64). The bounds are far above what a script
that shows a behaviour needs (\`Sources/RACLabCore/Script/LabScript+Limits.swift\`):

| bound | value | why |
|---|---|---|
| script size | 16 MiB (\`ScriptFile.maxBytes\`) | read in bounded memory: \`compare /dev/zero\` is refused, not read for ever |
| pipes | 64 (\`LabScript.maxPipes\`) | each operator nests a subscription in the engine, which the stack pays for (50 000 pipes overflowed it) |
| statement length | 4 096 characters (\`maxLineLength\`) | and so the longest value a script writes |
| value size | 65 536 characters (\`maxValueLength\`) | the longest value \`map double\` may make: what can reach it (a value, or a list or batch of them) doubled once per \`map double\` (40 of them asked for a terabyte) |
| timer ticks | 1 000 000 (\`maxTimerTicks\`) | ticks of \`kind timer T\` and \`pipe bufferWithTime T\` up to the end of the run, over all subscribers (\`kind timer 1e-300\` never ended) |
| re-entrant sends per instant | 1 000 (\`maxReentrantSendsPerInstant\`) | a reaction that hears what it sends (\`when S1 hears A send A\`) loops for ever: past the bound each flavor stops the reactions for that instant and says so in a note; the run finishes |
| re-entrant sends in a run | 100 000 (\`maxReentrantSends\`) | a reaction behind a timed operator (\`pipe debounce 1\`) hears what it sends a second later, for ever: past the bound the reactions stop and the run says so (found by fuzzing the CLI) |
| deliveries | 20 000 000 (\`maxDeliveries\`) | steps times subscribers |
| \`retry N\`, \`repeat N\` | 1 000 (\`maxRepeats\`) | resubscriptions |
| endless resubscriptions | 100 000 in a run (\`maxResubscriptions\`) | RAC2's \`repeat\` and \`retry 0\` resubscribe for ever; with \`timeout 1e-9\` each run ends a nanosecond later, so the run would never reach its last step: past the bound they stop and the run says so (found by fuzzing the CLI) |
| \`capacity --count\` | 10 000 000 (\`CapacityCommand.maxCount\`) | values per kind and capacity |
| \`capacity --capacity\` | 16 capacities (\`CapacityCommand.maxCapacities\`) | runs per kind |

### Marble diagrams

\`--format svg\` (for \`compare\` and \`scenario\`) draws a panel per flavor, or
one panel for neighbouring flavors that drew the same marbles. The top lane is the
source; each subscriber has its own lane, from its subscription (a green
triangle) to its end. Every mark comes from what the run recorded, never from
what a seed is expected to do: each start of the source's work is a green
\`run N\` box (a cold source starts once per subscriber; a hot or replayed one
once), from the engine's source starts for a script and from the seed's own
\`ScenarioContext.sideEffect()\` calls for a seed; subscriptions and
disposals are where the script's steps or the seed's code
(\`ScenarioContext.subscribes\`, \`disposes\`) did them. Values are labelled
marbles; a grey marble is a \`connect\` or a printed note; a bar is
completion, a red cross an error, an orange slashed bar an interruption, a
blue square a disposal.

The time axis is to scale: the distance between two instants is proportional
to the time between them, at the scale that keeps the two closest instants
apart. When that would not fit 1 280 px, the longest gaps are compressed,
each drawn as two slashes across the axis labelled with the time it stands
for ("99.8 s compressed"); only then does the axis wrap into rows, each
repeating the panels. An untimed seed (S15 to S18 printed no times) is laid
out in its order of events, one step per recorded event, on an axis labelled
"step (untimed)"; the lanes' names' column is as wide as the axis's name
too, so the name ends before tick 1 (\`MarbleSVG.axisName\` in
Sources/RACLabCore/Marbles/MarbleSVG.swift). What one lane gets at one instant (a replay) is stacked,
first on top. Under a seed's picture a caption says what it shows, from the
marks: how many times the source ran for how many subscribers, which late
subscribers missed or were replayed what was sent before they subscribed, and
so cold, hot or replayed; where the flavors' pictures say different things,
each flavor's caption is a paragraph of its own. Above a compare's picture,
the verdict and each row of docs/Migration.md it names are paragraphs of
their own too. Where the two flavors differ, the cell is outlined
in red in both panels and the heading says at which times (interruptions
aside, as in the verdict). Only a panel drawn once for several flavors is
called "the same marbles, drawn once" (in its title and the line above it);
panels drawn apart are never called the same: what sets them apart without
an outline (a lane subscribed at another time, an interruption not
compared, an untimed run whose events interleave otherwise, as in S22) is
said in words on the line above them. A panel's title too long for the
widest page wraps. Hover a marble in a browser for its full label.
Headings, notes and captions wrap at spaces to the diagram's width; a word
wider than a line (a long script path, an operator chain written without
spaces) is broken after a \`/\`, \`-\`, \`_\`, \`,\` or \`)\`, or before a \`.\` or \`(\`,
so a path breaks between its folders
(\`MarbleSVG.wrap\` in Sources/RACLabCore/Marbles/MarbleSVG.swift). In the
report, each drawing's style is scoped to its root's class, \`marble-diagram\`
(Sources/RACLabCore/Marbles/MarbleSVG.swift) or \`capacity-plot\`
(Sources/RACLabCore/Capacity/CapacityPlot.swift): an inline SVG's
\`<style>\` applies to the whole page, and each drawing's \`.tick\` and
\`.axis\` rules restyled the other's ticks and axes.
\`Scripts/screenshot-lab.sh\` renders every seed's diagram, a compare
diagram, the capacity plot and the report in headless Chromium, to look at
them; the pictures below are its output at 1 280 px.

S1, cold: the source runs once per subscriber.

![S1](images/S1.png)

S17, hot, untimed: sub2 subscribes after 1 and 2 were sent and hears only 3.

![S17](images/S17.png)

S11, replayed: the late subscriber is replayed what was sent before it came.

![S11](images/S11.png)

S16, untimed: the error ends the second subscription and disposes it.

![S16](images/S16.png)

A compare diagram (\`docs/lab-scripts/subject-is-hot.rac\`): RACModern's
interruption of a late subscriber to an ended subject is outlined; RACModern and
RACSwift drew the same marbles, so one panel shows both, titled so.

![compare](images/compare-subject-is-hot.png)

\`\`\`sh
swift run rac-lab compare docs/lab-scripts/publish-connect.rac --format svg > publish-connect.svg
\`\`\`

[\`docs/lab-scripts/publish-connect.svg\`](lab-scripts/publish-connect.svg) is that output.

## rac-lab report: one page

\`rac-lab report > report.html\` writes one self-contained HTML page (no network,
no script, one file to open or mail) for a reader new to the subject: hot and
cold defined at the top with the S1 and S17 pictures; an index of the seeds
with each one's verdicts and caption; every seed with its diagram at the
page's width, its caption, verdicts and both flavors' transcripts; the five
articles by title, with their spellings explained once; the six requests of
S7 per seed and flavor; the side-effects table; the capacity plot and table;
what to try next; and the command that prints each part alone. It exits 1 if a
seed run mismatches.

\`\`\`
\$ rac-lab report | grep '<h2>'
$($L report | grep '<h2>')
\`\`\`

\`Scripts/screenshot-lab.sh\` screenshots the page, whole and part by part. Its top:

![the report's top](images/report-top.png)
EOF
