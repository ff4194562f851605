export function meta() {
  return [{ title: 'Women Term Insurance Plans | BimaSetu' }];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Women Term Insurance Plans</h1>
    </main>
  );
}
