import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";

/** Sends one request on the socket and resolves with the status line of its answer. */
function exchange(socket: ReturnType<typeof connect>): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const onData = (chunk: Buffer) => {
      answer += chunk.toString("utf8");
      if (answer.includes("\r\n\r\n") && answer.includes('"status"')) {
        socket.off("data", onData);
        socket.off("close", onClose);
        resolve(answer.split("\r\n")[0] ?? "");
      }
    };
    const onClose = () => reject(new Error("the server closed the connection"));
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  });
}

describe("idle keep-alive connections", () => {
  const { server } = useTestServer("pglite");

  it("stay open past Node's default 5 s, so a request sent after a pause is answered", async () => {
    const socket = connect(server.port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    try {
      expect(await exchange(socket)).toBe("HTTP/1.1 200 OK");
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await exchange(socket)).toBe("HTTP/1.1 200 OK");
    } finally {
      socket.destroy();
    }
  });
});
