import { describe, expect, it } from 'vitest';
import { createDeferredTracker, type PageView, type Tracker } from './tracker';

const view = (screenName: string): PageView => ({ screenName, routeTemplate: `/${screenName}`, url: `http://localhost/${screenName}` });

function recorder(): Tracker & { views: PageView[] } {
  const views: PageView[] = [];
  return { views, trackPageView: (v) => views.push(v) };
}

describe('createDeferredTracker', () => {
  it('keeps page views until the real tracker is known, then hands them over in order', () => {
    const deferred = createDeferredTracker();
    deferred.tracker.trackPageView(view('a'));
    deferred.tracker.trackPageView(view('b'));
    const target = recorder();
    deferred.settle(target);
    deferred.tracker.trackPageView(view('c'));
    expect(target.views.map((v) => v.screenName)).toEqual(['a', 'b', 'c']);
  });

  it('settles once: a later tracker gets nothing', () => {
    const deferred = createDeferredTracker();
    const first = recorder();
    const second = recorder();
    deferred.settle(first);
    deferred.settle(second);
    deferred.tracker.trackPageView(view('a'));
    expect(first.views).toHaveLength(1);
    expect(second.views).toHaveLength(0);
  });
});
