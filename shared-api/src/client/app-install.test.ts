import { isInstallAvailable, keepInstallPrompt, reportInstallOutcomes, requestInstall, type InstallPromptEvent } from './app-install';

function promptEvent(outcome: 'accepted' | 'dismissed' | Error): InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> } {
  const event = new Event('beforeinstallprompt') as InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  Object.assign(event, {
    prompt: vi.fn(async () => {
      if (outcome instanceof Error) throw outcome;
    }),
    userChoice: outcome instanceof Error ? new Promise(() => undefined) : Promise.resolve({ outcome }),
  });
  return event;
}

describe('installing the app', () => {
  const reports: string[] = [];
  beforeEach(() => {
    reports.length = 0;
    reportInstallOutcomes((outcome) => reports.push(outcome));
  });
  afterEach(() => {
    keepInstallPrompt(null);
    reportInstallOutcomes(null);
  });

  it('is offered while the browser offers it, and the prompt is used once', async () => {
    expect(isInstallAvailable()).toBe(false);
    const event = promptEvent('accepted');
    keepInstallPrompt(event);
    expect(isInstallAvailable()).toBe(true);

    expect(await requestInstall()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(isInstallAvailable()).toBe(false);
    expect(await requestInstall()).toBe('unavailable');
    expect(reports).toEqual(['accepted', 'unavailable']);
  });

  it('reports a dismissed prompt and a failed one', async () => {
    keepInstallPrompt(promptEvent('dismissed'));
    expect(await requestInstall()).toBe('dismissed');
    keepInstallPrompt(promptEvent(new Error('not allowed')));
    expect(await requestInstall()).toBe('failed');
    expect(reports).toEqual(['dismissed', 'failed']);
  });
});
