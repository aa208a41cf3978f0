#!/bin/sh
# A hostile agent that speaks the real protocol (tst_client_judgement, through LUMA_AGENT): it
# greets properly, accepts every run, and ends it with a lie chosen by LUMA_LIE:
#   metrics  a result with verdict PASS and the metrics in LUMA_LIE_METRICS (a JSON object)
#   none     a result with verdict PASS and no metrics at all
#   runless  an error with code oom that names no run
#   silent   nothing at all after `accepted`: no heartbeat, no pong, no end (a stuck or frozen agent)
#   oom      a result with verdict FAIL and cause oom, without the memory numbers that would prove it
#   oomerror an error with code oom that names the run (no numbers either)
# Plain POSIX sh: the client's messages are compact JSON, one per line.
while IFS= read -r line; do
    case "$line" in
    *'"type":"hello"'*)
        echo '{"type":"hello","protocol":3,"agent_version":"lying-0","build_sha256":"liar","host":{"hostname":"liar"}}' ;;
    *'"type":"run"'*)
        id=$(printf '%s\n' "$line" | sed -E 's/.*"run_id":"([^"]*)".*/\1/')
        printf '{"type":"accepted","run_id":"%s","seq":1,"time":1,"kind":"command"}\n' "$id"
        case "$LUMA_LIE" in
        runless) echo '{"type":"error","code":"oom","message":"out of memory, says the liar"}' ;;
        silent) ;;
        oomerror) printf '{"type":"error","run_id":"%s","seq":2,"time":1,"code":"oom","message":"out of memory, says the liar"}\n' "$id" ;;
        oom) printf '{"type":"result","run_id":"%s","seq":2,"time":1,"verdict":"FAIL","failed":["OOM"],"cause":"oom","metrics":{"success_rate":0,"throughput_tok_s":0},"mechanisms":{}}\n' "$id" ;;
        none) printf '{"type":"result","run_id":"%s","seq":2,"time":1,"verdict":"PASS","mechanisms":{}}\n' "$id" ;;
        *) printf '{"type":"result","run_id":"%s","seq":2,"time":1,"verdict":"PASS","metrics":%s,"mechanisms":{}}\n' \
               "$id" "$LUMA_LIE_METRICS" ;;
        esac ;;
    *'"type":"ping"'*) [ "$LUMA_LIE" = silent ] || echo '{"type":"pong","time":1}' ;;
    *'"type":"shutdown"'*) echo '{"type":"bye"}'; exit 0 ;;
    esac
done
