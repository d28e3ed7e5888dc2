/** Security protocols (02 §2.10, §3 Protocol, §4, §5, §6, §7). One is active at a time (ours). */
import type { HttpHandler } from 'msw';
import { PROTOCOL_CODES, PROTOCOLS_TEXT, validateProtocol } from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/protocol/... */
export function protocolHandlers(store: Store): HttpHandler[] {
  const active = () => store.data.protocols.find((p) => p.active);
  return [
    // Ours (02 §7 shows no read call): the sidebar shows the active protocol to staff.
    route(store, 'get', '/api/v1/protocol/active', ({ caller }) => {
      requireStaff(caller);
      return active() ?? null;
    }),

    route(store, 'post', '/api/v1/protocol/add', ({ caller, query }) => {
      requirePermission(caller, 'protocols');
      const type = query.get('type')?.trim() ?? null;
      const invalid = validateProtocol(type);
      if (invalid) throw badRequest(invalid);
      if (!(PROTOCOL_CODES as readonly string[]).includes(type ?? ''))
        throw badRequest(PROTOCOLS_TEXT.unknown);
      const current = active();
      if (current) throw conflict(PROTOCOLS_TEXT.alreadyActive(current.type));
      const protocol = {
        id: store.nextId(),
        type: type ?? '',
        active: true,
        activatedBy: caller.member.nick,
        activatedAt: new Date(store.now()).toISOString(),
        deactivatedBy: null,
        deactivatedAt: null,
      };
      store.data.protocols.push(protocol);
      return protocol;
    }),

    route(store, 'put', '/api/v1/protocol/deactivate', ({ caller }) => {
      requirePermission(caller, 'protocols');
      const current = active();
      if (!current) throw conflict(PROTOCOLS_TEXT.noActive);
      Object.assign(current, {
        active: false,
        deactivatedBy: caller.member.nick,
        deactivatedAt: new Date(store.now()).toISOString(),
      });
      return current;
    }),
  ];
}
