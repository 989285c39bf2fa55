/**
 * Text of the sample courses' first lessons (seed:sampleData, docs/lessons.md), by course name,
 * in lesson order. Markdown as a teacher would write it in the editor; published when seeded.
 */
export const SAMPLE_LESSON_TEXT: Readonly<Record<string, readonly string[]>> = {
  "Python Course": [
    `Welcome! In this first lesson you set up Python and run your first program.

## Install Python

1. Download Python 3 from [python.org](https://www.python.org/downloads/).
2. On Windows, tick **Add python.exe to PATH** in the installer.
3. Open a terminal and check the version:

\`\`\`
python3 --version
\`\`\`

## Your first program

Create a file called \`hello.py\`:

\`\`\`python
name = input("What is your name? ")
print(f"Hello, {name}!")
\`\`\`

Run it with \`python3 hello.py\`. Watch the video above for the whole setup, then mark this lesson complete.`,
    `Python works with **values**, and a **variable** is a name for one.

\`\`\`python
age = 21            # an int
price = 9.99        # a float
city = "Lisbon"     # a str
\`\`\`

- \`type(age)\` tells you what kind of value a name holds.
- Strings can be joined with \`+\` and repeated with \`*\`.
- f-strings put values into text: \`f"{city} is {age} km away"\`.

*Try it:* ask for two numbers with \`input()\`, convert them with \`int()\` and print their sum.`,
  ],
  Java: [
    `Java programs run on the **Java Virtual Machine** (JVM), so the same program runs on Windows, macOS and Linux.

## Install the JDK

Install a JDK (version 21 or later), for example from [Adoptium](https://adoptium.net/), then check it:

\`\`\`
javac -version
java -version
\`\`\`

## Hello, Java

\`\`\`java
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, Java!");
    }
}
\`\`\`

Save it as \`Hello.java\`, compile with \`javac Hello.java\` and run with \`java Hello\`.`,
    `Every variable in Java has a **type** that is fixed when you declare it.

- \`int\` for whole numbers: \`int count = 3;\`
- \`double\` for decimals: \`double price = 9.99;\`
- \`boolean\` for true or false: \`boolean done = false;\`
- \`String\` for text: \`String name = "Ada";\`

Operators work as in maths: \`+ - * / %\`. Watch out: \`7 / 2\` is \`3\` with two \`int\`s.`,
  ],
  JavaScript: [
    `JavaScript is the language every web browser runs. You need nothing but a browser to start.

## Try the console

Open your browser's developer tools (F12) and type:

\`\`\`js
console.log("Hello, JavaScript!");
2 + 3 * 4;
\`\`\`

## JavaScript in a page

\`\`\`html
<script>
  document.title = "Changed by JavaScript";
</script>
\`\`\`

Read more on [MDN](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide).`,
    `Declare variables with \`let\` (can change) and \`const\` (cannot be reassigned).

\`\`\`js
const course = "JavaScript";
let lessons = 14;
lessons = lessons - 1;
\`\`\`

JavaScript has these basic types: **number**, **string**, **boolean**, **null**, **undefined**, **bigint** and **symbol**; everything else is an object. \`typeof\` tells you which.`,
  ],
  "React Js": [
    `React builds user interfaces out of **components**: functions that return what to show.

\`\`\`jsx
function Greeting({ name }) {
  return <h1>Hello, {name}!</h1>;
}
\`\`\`

- You describe *what* the page should look like for the current data.
- When the data changes, React updates the page for you.
- Components nest like HTML elements: \`<Greeting name="Ada" />\`.

The official tutorial is at [react.dev](https://react.dev/learn).`,
    `The quickest way to a new React project is Vite:

\`\`\`
npm create vite@latest my-app -- --template react
cd my-app
npm install
npm run dev
\`\`\`

Open the address it prints and edit \`src/App.jsx\`: the page updates as you save.`,
  ],
  "Node js": [
    `Node.js runs JavaScript outside the browser: on servers, in scripts and in command-line tools.

## Your first script

\`\`\`js
// hello.js
const os = require("node:os");
console.log(\`Hello from \${os.platform()}!\`);
\`\`\`

Run it with \`node hello.js\`.

- Node reads and writes files, opens network connections and starts programs.
- Packages come from the npm registry: [npmjs.com](https://www.npmjs.com/).`,
    `Install Node.js from [nodejs.org](https://nodejs.org/) (choose the LTS version), then check:

\`\`\`
node --version
npm --version
\`\`\`

\`npm init -y\` creates a \`package.json\` for a new project; \`npm install <package>\` adds a dependency.`,
  ],
  "Android Development": [
    `Android apps are made of **activities** (screens) built from **views** (buttons, text, lists).

## What you need

1. [Android Studio](https://developer.android.com/studio), which includes the Android SDK.
2. An emulator (Device Manager in Android Studio) or a phone with USB debugging on.

## The pieces of an app

- \`AndroidManifest.xml\` declares the app's activities and permissions.
- Kotlin code in \`MainActivity.kt\` decides what the screen does.
- Layouts describe what the screen shows.`,
    `Install Android Studio, open **New Project** and choose *Empty Activity*.

- Pick **Kotlin** as the language and API 24 or later as the minimum SDK.
- Press **Run**: the first build downloads Gradle and can take a few minutes.

If the emulator is slow, turn on hardware acceleration as the installer suggests.`,
  ],
};
