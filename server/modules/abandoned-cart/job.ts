// Issue 15: the abandoned-cart reminders run on an interval in every instance (the database makes each mail go
// once, server/modules/abandoned-cart/service.ts). One run at a time per process; a failing run is logged and the
// next one tries again. Stopped when the app closes.
import type { FastifyInstance } from 'fastify';
import type { AbandonedCartService } from './service';

export function startAbandonedCartJob(app: FastifyInstance, service: AbandonedCartService, everySeconds: number): void {
  if (everySeconds <= 0) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { sent, failed } = await service.sendReminders();
      if (sent.length || failed.length)
        app.log.info({ sent: sent.length, failed: failed.length }, 'abandoned-cart reminders');
    } catch (error) {
      app.log.error({ kind: error instanceof Error ? error.name : typeof error }, 'abandoned-cart reminder run failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
