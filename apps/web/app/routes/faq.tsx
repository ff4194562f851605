export function meta() {
  return [{ title: 'Frequently Asked Questions | BimaSetu' }];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Frequently Asked Questions</h1>
    </main>
  );
}
