import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';
import { SuccessCueSlot } from './SuccessCue';

/** An import that resolves or fails when the test says, counting how often it was asked for. */
function controlledImport<T>() {
  let calls = 0;
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined;
  const importer = () => {
    calls++;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    importer,
    calls: () => calls,
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: Error) => settle?.reject(error),
  };
}

const realAnimation = () => import('./SuccessCueAnimation').then((module) => module.SuccessCueAnimation);

describe('loading the success cue', () => {
  it('fetches the animation once, however many toasts ask for it', async () => {
    const chunk = controlledImport<string>();
    const cue = lazyModule(chunk.importer);
    const notified: number[] = [];
    cue.subscribe(() => notified.push(1));
    const first = cue.load();
    const second = cue.load();
    expect(cue.current()).toBeUndefined();
    chunk.resolve('animation');
    expect(await first).toBe('animation');
    expect(await second).toBe('animation');
    expect(await cue.load()).toBe('animation');
    expect(cue.current()).toBe('animation');
    expect(chunk.calls()).toBe(1);
    expect(notified).toEqual([1]);
  });

  it('tries again after a failed fetch', async () => {
    const chunk = controlledImport<string>();
    const cue = lazyModule(chunk.importer);
    const failed = cue.load();
    chunk.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(cue.current()).toBeUndefined();
    const retried = cue.load();
    chunk.resolve('animation');
    expect(await retried).toBe('animation');
    expect(chunk.calls()).toBe(2);
  });

  it('shows a blank 20×20 square until the animation has arrived, then the animation', async () => {
    const chunk = controlledImport<ComponentType>();
    const cue = lazyModule(chunk.importer);
    const render = () => renderToStaticMarkup(createElement(SuccessCueSlot, { animation: cue }));
    const before = render();
    expect(before).toBe('<span data-cue-placeholder="" aria-hidden="true" class="block size-5 shrink-0"></span>');

    const loading = cue.load();
    expect(render()).toBe(before);
    chunk.resolve(await realAnimation());
    await loading;
    const after = render();
    expect(after).toMatch(/^<svg data-success-cue="" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"/);
    expect(after).not.toContain('data-cue-placeholder');
  });

  it('draws the disc, the check and ten confetti pieces', async () => {
    const SuccessCueAnimation = await realAnimation();
    const markup = renderToStaticMarkup(createElement(SuccessCueAnimation));
    expect(markup.match(/data-cue-piece/g)).toHaveLength(10);
    expect(markup).toContain('data-cue-disc');
    expect(markup).toContain('data-cue-check');
    expect(markup).toContain('class="fill-brand-600"');
  });
});
