export function meta() {
  return [
    { title: 'Floor page | Lighthouse baseline' },
    {
      name: 'description',
      content: 'A bare prerendered React Router page: the baseline of npm run bench:lighthouse.',
    },
  ];
}

export default function Home() {
  return (
    <main>
      <h1>Insurance made simple</h1>
      <p>A bare prerendered page with a heading and a paragraph, the least any page of the site can weigh.</p>
    </main>
  );
}
