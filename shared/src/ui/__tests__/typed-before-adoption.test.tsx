import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextField, UiProvider } from '@fairgo/shared/ui';

function Search({ onText }: { onText: (text: string) => void }) {
  const [keywords, setKeywords] = useState('');
  const [renders, setRenders] = useState(0);
  onText(keywords);
  return (
    <UiProvider>
      <TextField label="Keywords" value={keywords} onChange={(event) => setKeywords(event.target.value)} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </UiProvider>
  );
}

describe('text typed into a served page before the app adopts it', () => {
  it('is kept, in the page and in the fields’ state, through the renders that follow', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Search onText={() => undefined} />);
    const keywords = container.querySelector('input')!;
    keywords.value = 'wardrobe';

    await act(async () => {
      hydrateRoot(container, <Search onText={(text) => seen.push(text)} />, { onRecoverableError: () => {} });
    });
    expect(seen.at(-1)).toBe('wardrobe');
    await act(async () => container.querySelector('button')!.click());
    expect(keywords.value).toBe('wardrobe');
    expect(seen.at(-1)).toBe('wardrobe');
  });

  it('changes nothing where nothing was typed', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search onText={() => undefined} />);
    await act(async () => {
      hydrateRoot(container, <Search onText={(text) => seen.push(text)} />);
    });
    expect(new Set(seen)).toEqual(new Set(['']));
  });
});
