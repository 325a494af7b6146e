// What server.mjs's getLoadContext gives every loader and action: the client's address as Express
// saw it on the socket (X-Forwarded-For is not trusted: a client could write any address there).
import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
  }
}
