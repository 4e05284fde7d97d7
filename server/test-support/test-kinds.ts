import { registerJobKind } from '../modules/scheduler/index.ts';

/** A job kind of the scheduler's tests only: it takes the parameter's milliseconds. */
export function registerTestSlowKind(): void {
  registerJobKind({
    kind: 'test-slow', title: { cn: '测试：慢任务', en: 'Test: slow job', tc: '測試：慢任務' }, parameter: { cn: '毫秒', en: 'Milliseconds', tc: '毫秒' },
    run: (_ctx, parameter) => new Promise((resolve) => setTimeout(resolve, Number(parameter) || 0)),
  });
}
