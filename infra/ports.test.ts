import net from 'node:net';
import { assertPortsFree, freePort, isPortFree, portInUseMessage, PortInUseError } from './ports';

function listen(port: number, host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

describe('port checks', () => {
  it('hands out free ports below the ephemeral range, where no outgoing connection can take them', async () => {
    const ports = await Promise.all(Array.from({ length: 10 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768 - 50);
    }
  });

  it('says a free port is free and a listened one is not', async () => {
    const port = await freePort();
    expect(await isPortFree(port)).toBe(true);
    const server = await listen(port, '127.0.0.1');
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      server.close();
    }
  });

  it('sees a server bound to all addresses', async () => {
    const port = await freePort();
    const server = await listen(port, '0.0.0.0');
    try {
      expect(await isPortFree(port, '127.0.0.1')).toBe(false);
    } finally {
      server.close();
    }
  });

  it('names the variable and how to fix it', async () => {
    const port = await freePort();
    const server = await listen(port, '127.0.0.1');
    try {
      const error = await assertPortsFree([{ port, variable: 'API_PORT' }]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toBe(
        `Port ${port} is already in use (API_PORT). Stop what uses it or set API_PORT=<free port>.`,
      );
    } finally {
      server.close();
    }
  });

  it('refuses one port for two variables', async () => {
    await expect(
      assertPortsFree([
        { port: 3000, variable: 'API_PORT' },
        { port: 3000, variable: 'TEMPORAL_PORT' },
      ]),
    ).rejects.toThrow('Port 3000 is set for both API_PORT and TEMPORAL_PORT: give TEMPORAL_PORT another port.');
  });

  it('formats the message of the brief', () => {
    expect(portInUseMessage({ port: 3000, variable: 'API_PORT' })).toBe(
      'Port 3000 is already in use (API_PORT). Stop what uses it or set API_PORT=<free port>.',
    );
  });
});
