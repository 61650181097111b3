import { fireEvent, render, screen } from '@testing-library/react';
import type { PieDatum } from './pie-chart';
import { PieChart } from './pie-chart';

// nivo draws nothing in jsdom (no size): a path per slice, marked as nivo marks them, and a count of its renders.
let pieRenders = 0;
jest.mock('@nivo/pie', () => ({
  ResponsivePie: ({ data }: { data: PieDatum[] }) => {
    pieRenders++;
    return (
      <svg>
        <g>
          {data.map((datum) => (
            <path key={datum.id} data-testid={`arc.${datum.id}`} />
          ))}
        </g>
      </svg>
    );
  },
}));

const data: PieDatum[] = [
  { id: '0-Checkout', label: 'Checkout', value: 2, color: 'pink' },
  { id: '1-APIs', label: 'APIs', value: 1, color: 'lavender' },
];

// jsdom has no PointerEvent: a MouseEvent carries the pointer's place.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

const shown = () => [...document.querySelectorAll('[data-arc][data-shown]')].map((label) => label.textContent);
const labelsBox = () => screen.getByText('Checkout').parentElement!;

describe('PieChart', () => {
  it("shows the hovered slice's label, and only its, where the pointer is, without rendering nivo again", () => {
    render(<PieChart data={data} />);
    const rendersAtRest = pieRenders;
    expect(shown()).toEqual([]);
    fireEvent.pointerOver(screen.getByTestId('arc.0-Checkout'), { clientX: 40, clientY: 30 });
    expect(shown()).toEqual(['Checkout']);
    expect(labelsBox().style.transform).toBe('translate(40px, 30px)');
    fireEvent.pointerMove(screen.getByTestId('arc.1-APIs'), { clientX: 60, clientY: 70 });
    expect(shown()).toEqual(['APIs']);
    expect(labelsBox().style.transform).toBe('translate(60px, 70px)');
    expect(pieRenders).toBe(rendersAtRest);
  });

  it("marks a label in another language than the page's with it, hidden or shown", () => {
    render(<PieChart data={[data[0]!, { ...data[1]!, language: { lang: 'en', dir: 'ltr' } }]} />);
    expect(screen.getByText('APIs')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('APIs')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Checkout')).not.toHaveAttribute('lang');
  });

  it('hides the label off the slices and when the pointer leaves the chart', () => {
    const { container } = render(<PieChart data={data} />);
    fireEvent.pointerOver(screen.getByTestId('arc.0-Checkout'));
    fireEvent.pointerOver(container.querySelector('svg')!);
    expect(shown()).toEqual([]);
    fireEvent.pointerMove(screen.getByTestId('arc.0-Checkout'));
    expect(shown()).toEqual(['Checkout']);
    fireEvent.pointerLeave(container.firstElementChild!);
    expect(shown()).toEqual([]);
  });
});
