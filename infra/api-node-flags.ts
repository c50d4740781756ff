// The node flags the api process runs with, wherever it is started: npm start (scripts/dev/start.ts),
// the list benchmark (bench/api-lists), the image (Dockerfile CMD) and docker-compose.yml (the last
// two are checked against this list by scripts/docker-compose.test.ts).
//
// A young generation of 64 MB semi-spaces (V8's default is 16): a list request allocates its rows,
// their JSON and the protocol buffers, almost all of it dead by the answer, so with the default
// the api scavenged some 27 times a second under load, each pause stopping every request in
// flight. Measured on the list benchmark, quiet machine, interleaved pairs (bench/api-lists
// README, sixth pass): the api's CPU per request 0.47-0.89 → 0.40-0.78 ms, outgoing p99 68-74 →
// 44-45 ms. The cost is up to 3 × 48 MB more resident memory under load.
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
