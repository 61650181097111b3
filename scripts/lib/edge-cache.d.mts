import type { Server } from 'node:http';

export function startEdgeCache(options: { port: number; host?: string; upstream: string }): Promise<Server>;
