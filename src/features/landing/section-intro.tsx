/** The centred eyebrow, heading and lead text that open each landing-page section. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-primary/70 text-xs font-semibold tracking-widest uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="text-muted-foreground mt-4 text-lg text-pretty">{text}</p>
    </div>
  );
}
