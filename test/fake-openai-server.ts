/**
 * A fake OpenAI-compatible chat completions server on loopback, for tests and benchmarks:
 * streamed and plain completions, tool calls, usage, and scripted errors and delays.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ScriptedReply =
  | { kind: "text"; text: string; chunkSize?: number; chunkDelayMs?: number; delayMs?: number; usage?: Usage }
  | { kind: "json"; value: unknown; usage?: Usage }
  | { kind: "tool-call"; name: string; arguments: Record<string, unknown>; usage?: Usage }
  | { kind: "error"; status: number; message?: string; headers?: Record<string, string> }
  | { kind: "hang" };

interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: unknown; tool_calls?: unknown }[];
    tools?: { function: { name: string } }[];
    response_format?: { type: string };
  };
  headers: IncomingMessage["headers"];
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Streams that the client closed before they ended. */
  abortedStreams: number;
  /** When each streamed reply sent its last chunk (performance.now() of this process). */
  streamsEndedAt: number[];
  /** When each streamed reply sent its first chunk of text (performance.now() of this process). */
  firstTextSentAt: number[];
  /** Queues replies for the next requests, in order; when empty, `fallback` answers. */
  script(...replies: ScriptedReply[]): void;
  fallback: ScriptedReply;
  /** When set, answers requests that ask for structured output (a response_format) instead of `fallback`. */
  structuredFallback?: ScriptedReply;
  close(): Promise<void>;
}

const DEFAULT_USAGE: Usage = { prompt_tokens: 120, completion_tokens: 40 };

/** Starts the fake server on a free loopback port. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: ScriptedReply[] = [];
  const state: FakeOpenAiServer = {
    baseUrl: "",
    requests: [],
    abortedStreams: 0,
    streamsEndedAt: [],
    firstTextSentAt: [],
    script: (...replies) => queue.push(...replies),
    fallback: {
      kind: "text",
      text: "A constant velocity means zero acceleration.\n\n**Final answer:** 20 m/s",
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404, { "content-type": "application/json" });
      return response.end(JSON.stringify({ error: { message: "not found" } }));
    }
    const body = JSON.parse(await readBody(request)) as RecordedRequest["body"];
    state.requests.push({ body, headers: request.headers });
    const scripted = queue.shift() ?? (body.response_format && state.structuredFallback) ?? state.fallback;
    await answer(scripted, body, response, {
      onAbort: () => {
        state.abortedStreams += 1;
      },
      onFirstText: () => state.firstTextSentAt.push(performance.now()),
      onStreamEnd: () => state.streamsEndedAt.push(performance.now()),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(
  scripted: ScriptedReply,
  body: RecordedRequest["body"],
  response: ServerResponse,
  events: { onAbort: () => void; onFirstText: () => void; onStreamEnd: () => void },
) {
  const { onAbort, onStreamEnd } = events;
  if (scripted.kind === "hang") {
    // Never answers: the client's timeout or abort must end it, which counts as an abort.
    response.on("close", onAbort);
    return;
  }
  if (scripted.kind === "error") {
    response.writeHead(scripted.status, { "content-type": "application/json", ...scripted.headers });
    return response.end(
      JSON.stringify({ error: { message: scripted.message ?? "scripted failure", type: "server_error" } }),
    );
  }
  const usage = scripted.usage ?? DEFAULT_USAGE;
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const created = Math.floor(Date.now() / 1000);
  const base = { id, object: "chat.completion.chunk", created, model: body.model };

  if (scripted.kind === "text" && scripted.delayMs) await sleep(scripted.delayMs);
  const content =
    scripted.kind === "text" ? scripted.text : scripted.kind === "json" ? JSON.stringify(scripted.value) : "";
  const toolCalls =
    scripted.kind === "tool-call"
      ? [
          {
            id: `call_${id}`,
            type: "function",
            function: { name: scripted.name, arguments: JSON.stringify(scripted.arguments) },
          },
        ]
      : undefined;
  const finishReason = toolCalls ? "tool_calls" : "stop";

  if (!body.stream) {
    // A whole reply arrives when its last chunk would have: as late as the stream would end.
    if (scripted.kind === "text" && scripted.chunkDelayMs) {
      const chunks = Math.ceil(content.length / (scripted.chunkSize ?? content.length));
      await sleep(chunks * scripted.chunkDelayMs);
    }
    response.writeHead(200, { "content-type": "application/json" });
    return response.end(
      JSON.stringify({
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, tool_calls: toolCalls },
            finish_reason: finishReason,
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  }

  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  let closed = false;
  response.on("close", () => {
    if (!response.writableFinished) {
      closed = true;
      onAbort();
    }
  });
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  if (toolCalls) {
    const [call] = toolCalls;
    const args = call.function.arguments;
    const half = Math.ceil(args.length / 2);
    send({
      ...base,
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index: 0,
                id: call.id,
                type: "function",
                function: { name: call.function.name, arguments: args.slice(0, half) },
              },
            ],
          },
          finish_reason: null,
        },
      ],
    });
    send({
      ...base,
      choices: [
        {
          index: 0,
          delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] },
          finish_reason: null,
        },
      ],
    });
  } else {
    const chunkSize = scripted.kind === "text" ? (scripted.chunkSize ?? 8) : 16;
    const chunkDelay = scripted.kind === "text" ? (scripted.chunkDelayMs ?? 0) : 0;
    for (let i = 0; i < content.length; i += chunkSize) {
      if (closed) return;
      if (i === 0) events.onFirstText();
      send({
        ...base,
        choices: [{ index: 0, delta: { content: content.slice(i, i + chunkSize) }, finish_reason: null }],
      });
      if (chunkDelay) await sleep(chunkDelay);
    }
  }
  if (closed) return;
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] });
  send({
    ...base,
    choices: [],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });
  onStreamEnd();
  response.end("data: [DONE]\n\n");
}
