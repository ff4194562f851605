export function meta() {
  return [{ title: 'Family Health Insurance | BimaSetu' }];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Family Health Insurance</h1>
    </main>
  );
}
