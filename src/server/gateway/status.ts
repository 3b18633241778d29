import type { FaultKind } from './answer'

/** What the server knows of its key: checked at start, then updated by every upstream answer. */
export type KeyState = 'unchecked' | 'accepted' | 'refused' | 'unreachable'

export interface UpstreamFailure {
  kind: FaultKind
  /** ISO time */
  at: string
  /** what happened, in words (never the key) */
  detail: string
}

/** The upstream's health as the gateway has seen it; `/healthz` reports it. */
export class UpstreamStatus {
  key: KeyState = 'unchecked'
  lastFailure: UpstreamFailure | null = null

  constructor(private readonly now: () => number = Date.now) {}

  failed(kind: FaultKind, detail: string): void {
    this.lastFailure = { kind, at: new Date(this.now()).toISOString(), detail }
    if (kind === 'key-refused') this.key = 'refused'
  }

  /** Any answer that got past authentication proves the key. */
  keyAccepted(): void {
    this.key = 'accepted'
  }
}
