import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A refusal sent before the request's body has arrived whole (an upload refused for its declared
// size, for its caller, or by a throttle, before a byte of it is read) closes the connection.
// Otherwise Node keeps the connection for the next request and reads the rest of the body only to
// discard it: a flood of large uploads would still cost the server every byte of them, on the
// thread that answers everyone else. The client gets the answer either way.

async function closeAfterUnreadBody(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}

/** Closes the connection after an error answer to a request whose body was not read (fastify-plugin: global). */
export default fp(closeAfterUnreadBody, { name: 'close-after-unread-body' });
