import { afterAll, beforeAll } from 'vitest'
import type { OpenedMarket } from '../../db/open'
import { startDemoUpstream, startGatewayServer, type GatewayServer, type RunningServer } from './servers'

/** The key the gateway's own clients send in the tests of an upstream pair. */
export const MEMBER_KEY = 'member-key'

export interface UpstreamPair {
  /** the demo upstream, answering `upstreamKey` */
  readonly upstream: RunningServer
  /** our server in live mode in front of it, answering MEMBER_KEY */
  readonly gateway: GatewayServer
}

/**
 * For a test file comparing the gateway with what it forwards to: a demo upstream over `market` and our gateway in
 * front of it, each on a port the kernel chooses, started before the file's tests and closed after them.
 */
export function upstreamPair(upstreamKey: string, market: OpenedMarket): UpstreamPair {
  let running: { upstream: RunningServer; gateway: GatewayServer } | undefined
  beforeAll(async () => {
    const upstream = await startDemoUpstream(upstreamKey, market)
    const gateway = await startGatewayServer({ baseUrl: upstream.url, key: upstreamKey }, [MEMBER_KEY])
    running = { upstream, gateway }
  }, 30_000)
  afterAll(async () => {
    await running?.gateway.close()
    await running?.upstream.close()
  })
  const started = () => {
    if (running === undefined) throw new Error('the upstream pair starts before the tests')
    return running
  }
  return {
    get upstream() {
      return started().upstream
    },
    get gateway() {
      return started().gateway
    },
  }
}

/** What a client sees of an answer: its status, content type and parsed body. */
export async function fetchAnswer(url: string, key?: string) {
  const response = await fetch(url, { headers: key === undefined ? {} : { authorization: key } })
  return {
    status: response.status,
    type: response.headers.get('content-type')?.split(';')[0] ?? null,
    body: await response.json(),
  }
}
