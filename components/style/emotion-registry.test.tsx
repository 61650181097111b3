/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { render } from '@testing-library/react';
import { EmotionRegistry } from './emotion-registry';

const blue = css({ color: 'blue' });
const red = css({ color: 'red' });

/** The head as the export writes it: the server's emotion styles (here, `blue`'s) between other elements. */
function serverHead(): HTMLStyleElement {
  document.head.innerHTML = `<meta charset="utf-8"><style data-emotion-written="${blue.name}">.css-${blue.name}{color:blue}</style><style>.page{margin:0}</style>`;
  return document.head.querySelector('style[data-emotion-written]')!;
}

const emotionStyles = () => [...document.head.querySelectorAll('style[data-emotion]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('EmotionRegistry in the browser', () => {
  it("leaves the server's styles where they are, and does not insert their rules again", async () => {
    const written = serverHead();
    const changes: string[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((record) => `${record.addedNodes.length} added, ${record.removedNodes.length} removed`)));
    observer.observe(document.head, { childList: true });
    render(
      <EmotionRegistry>
        <p css={blue}>styled by the server</p>
      </EmotionRegistry>,
    );
    await Promise.resolve();
    changes.push(...observer.takeRecords().map((record) => `${record.addedNodes.length} added, ${record.removedNodes.length} removed`));
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(written.previousElementSibling?.tagName).toBe('META');
    expect(emotionStyles()).toEqual([]);
  });

  it('inserts a style the server did not write, after the ones it did', () => {
    serverHead();
    render(
      <EmotionRegistry>
        <p css={red}>styled in the browser</p>
      </EmotionRegistry>,
    );
    const [added] = emotionStyles();
    expect(added).toBe(document.head.lastElementChild);
  });
});
