/**
 * The header's external links (01 §2 Header). The spec names them but not their addresses, so
 * they are set here, in one place, and can be overridden per deployment through the environment.
 */
export const EXTERNAL_LINKS = {
  /** The forum thread about transfers. */
  transfers:
    import.meta.env.VITE_TRANSFERS_URL ?? 'https://forum.example-rp.ru/threads/fbi-perevody.1/',
  /** The hostage-rescue-team site. */
  hrt: import.meta.env.VITE_HRT_URL ?? 'https://hrt.example-rp.ru/',
  /** The community chat invite behind the logo. */
  chat: import.meta.env.VITE_CHAT_INVITE_URL ?? 'https://discord.gg/example-fbi',
} as const;
