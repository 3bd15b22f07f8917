#!/usr/bin/env bash
# The benchmark report in one command. From the repository root:
#
#   fastjson-kit-bench/run-report.sh             build; run the whole suite on JDK 17 with -prof gc;
#                                                run group 2 (FastNumbers*) again on Temurin 25;
#                                                write docs/benchmarks.md and its charts
#   fastjson-kit-bench/run-report.sh --render    only re-render docs/benchmarks.md from the JSON
#                                                results already in $RESULTS
#
# The report renders every JSON file in $RESULTS, each labelled with its file name, and shows per
# group only the newest run per JDK (fastjson-kit-bench-report; groups and texts come from
# fastjson-kit-bench/src/main/resources/dev/fastjsonkit/bench/report/report.properties).
#
# Environment (all optional):
#   JMH_ARGS          JMH arguments for both passes (default "-prof gc"); the classes' annotations
#                     set forks, warmup and measurement. Tiny end-to-end check:
#                     JMH_ARGS="-prof gc -f 1 -wi 0 -i 1 -w 100ms -r 100ms"
#   INCLUDE           benchmark regex of the JDK 17 pass (default: every benchmark in the jar)
#   JDK25_JAVA        java of the second pass (default /usr/lib/jvm/temurin-25-jdk-amd64/bin/java;
#                     the pass is skipped if it is absent or JDK25_JAVA=none)
#   JDK25_INCLUDE     benchmark regex of the second pass (default "FastNumbers")
#   FASTJSONKIT_DATA  folder of the real corpus files (canada.json, USD.json, twitter.json,
#                     citm_catalog.json); default: the seeded generators
#   RESULTS           folder of the JMH JSON results (default fastjson-kit-bench/results)
#   OUT               the markdown to write (default docs/benchmarks.md); charts go beside it
#   JAVA_OPTS         options of the JMH host JVM, e.g. -Djmh.ignoreLock=true when another JMH
#                     run holds /tmp/jmh.lock (it should not, for the real run)
set -euo pipefail
cd "$(dirname "$0")/.."

JMH_ARGS=${JMH_ARGS:-"-prof gc"}
INCLUDE=${INCLUDE:-}
JDK25_JAVA=${JDK25_JAVA:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
JDK25_INCLUDE=${JDK25_INCLUDE:-FastNumbers}
RESULTS=${RESULTS:-fastjson-kit-bench/results}
OUT=${OUT:-docs/benchmarks.md}
JAR=fastjson-kit-bench/target/benchmarks.jar
REPORT=dev.fastjsonkit.bench.report.BenchReport
JAVA_OPTS=${JAVA_OPTS:-}

if [[ "${1:-}" != "--render" ]]; then
  mvn -B -q -pl fastjson-kit-bench -am package -DskipTests
  mkdir -p "$RESULTS"
  rm -f "$RESULTS"/jdk17.json "$RESULTS"/jdk17.env.properties "$RESULTS"/jdk25.json "$RESULTS"/jdk25.env.properties
  # shellcheck disable=SC2086  # JMH_ARGS and JAVA_OPTS are lists of words
  java $JAVA_OPTS -cp "$JAR" "$REPORT" run --json "$RESULTS/jdk17.json" $JMH_ARGS ${INCLUDE:+"$INCLUDE"}
  if [[ "$JDK25_JAVA" != none && -x "$JDK25_JAVA" ]]; then
    # shellcheck disable=SC2086
    java $JAVA_OPTS -cp "$JAR" "$REPORT" run --json "$RESULTS/jdk25.json" -jvm "$JDK25_JAVA" $JMH_ARGS "$JDK25_INCLUDE"
  else
    echo "No JDK 25 at '$JDK25_JAVA': skipping the second pass." >&2
  fi
fi

if [[ "${1:-}" == "--render" ]]; then
  mvn -B -q -pl fastjson-kit-bench -am package -DskipTests -Dbench.quick.skip=true
fi
runs=("$RESULTS"/*.json)
java -cp "$JAR" "$REPORT" render --out "$OUT" --command "fastjson-kit-bench/run-report.sh --render" "${runs[@]}"
