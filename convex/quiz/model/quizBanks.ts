/**
 * The six shared question banks of SPEC §9, ten questions each, written for Lyceum. Seeded on an
 * empty backend by seedQuizBanks (convex/seed.ts). SPEC §3's questions are `single` questions: four
 * options and the 1-based right one, no explanation, no tags; the tests check each against
 * questionContentSchema.
 */
import type { QuestionContent } from "../../shared/questionTypes";
import type { SharedBank } from "../../shared/quizRules";

export type BankQuestion = QuestionContent;

const q = (question: string, options: [string, string, string, string], answer: number): BankQuestion => ({
  question,
  options,
  solution: { kind: "single", answer },
  tags: [],
});

export const SHARED_BANK_QUESTIONS: Record<SharedBank, readonly BankQuestion[]> = {
  "Python Course": [
    q("What does len([3, 1, 4]) return?", ["2", "3", "4", "8"], 2),
    q("Which keyword defines a function in Python?", ["func", "function", "def", "lambda:"], 3),
    q("What is the value of 7 // 2 in Python 3?", ["3", "3.5", "4", "1"], 1),
    q("Which of these Python types is immutable?", ["list", "dict", "set", "tuple"], 4),
    q("What does 'hello'[1] evaluate to?", ["'h'", "'e'", "'l'", "An IndexError"], 2),
    q("Which statement handles an exception raised in a try block?", ["catch", "except", "rescue", "handle"], 2),
    q("What is printed by print(type(3.0).__name__)?", ["int", "double", "float", "number"], 3),
    q(
      "Which expression makes the list [0, 1, 4, 9]?",
      [
        "[x * 2 for x in range(4)]",
        "[x ** 2 for x in range(4)]",
        "[x ** 2 for x in range(1, 4)]",
        "[x + x for x in range(4)]",
      ],
      2,
    ),
    q(
      "What does the with statement guarantee when opening a file with with open(...) as f?",
      [
        "The file is read into memory at once",
        "The file is closed when the block ends, even after an error",
        "The file is opened in binary mode",
        "The file is locked against other programs",
      ],
      2,
    ),
    q("Which method adds one item to the end of a list?", ["add()", "push()", "append()", "insert_end()"], 3),
  ],
  Java: [
    q(
      "Which method is the entry point of a standalone Java program?",
      [
        "public static void main(String[] args)",
        "public void start()",
        "static int run(String args)",
        "public static void init()",
      ],
      1,
    ),
    q("Which keyword makes a class inherit from another class?", ["implements", "inherits", "extends", "super"], 3),
    q(
      "What is the default value of an int field that is never assigned?",
      ["null", "0", "-1", "It does not compile"],
      2,
    ),
    q("Which of these is NOT a primitive type in Java?", ["boolean", "char", "String", "double"], 3),
    q(
      "What does == compare when both operands are object references?",
      [
        "Whether the objects have equal contents",
        "Whether both refer to the same object",
        "Their hash codes",
        "Their string forms",
      ],
      2,
    ),
    q("Which collection keeps no duplicate elements?", ["ArrayList", "LinkedList", "HashSet", "ArrayDeque"], 3),
    q("Which keyword prevents a method from being overridden?", ["static", "final", "private", "const"], 2),
    q(
      "What must a class do with an abstract method it inherits, unless the class is itself abstract?",
      ["Nothing", "Implement it", "Call it in the constructor", "Mark it static"],
      2,
    ),
    q(
      "Which exception is thrown when you call a method on a null reference?",
      ["IllegalStateException", "NullPointerException", "ClassCastException", "NoSuchElementException"],
      2,
    ),
    q("How many classes can a Java class extend directly?", ["None", "One", "Two", "Any number"], 2),
  ],
  "React Js": [
    q(
      "What does a React function component return to describe the UI?",
      ["An HTML string", "JSX (React elements)", "A DOM node it created", "A CSS object"],
      2,
    ),
    q(
      "Which hook holds a value that causes a re-render when it changes?",
      ["useRef", "useState", "useMemo", "useId"],
      2,
    ),
    q(
      "How does a parent pass data to a child component?",
      ["Through props", "Through the child's state", "Through global variables only", "Through the key attribute"],
      1,
    ),
    q(
      "Why should items rendered from a list have a key prop?",
      ["To style them", "So React can match items between renders", "To make them focusable", "To sort them"],
      2,
    ),
    q(
      "When does an effect with an empty dependency array ([]) run?",
      ["On every render", "Only after the first render (mount)", "Never", "Only when props change"],
      2,
    ),
    q("Which attribute sets a CSS class on a JSX element?", ["class", "className", "cssClass", "style"], 2),
    q(
      "What is the correct way to update state that depends on its previous value?",
      ["setCount(count++)", "count = count + 1", "setCount(c => c + 1)", "this.count += 1"],
      3,
    ),
    q(
      "Which hook reads a value from the nearest matching Context provider?",
      ["useContext", "useProvider", "useReducer", "useStore"],
      1,
    ),
    q(
      "What does a Fragment (<>...</>) let a component do?",
      [
        "Load code lazily",
        "Return several elements without an extra DOM wrapper",
        "Catch rendering errors",
        "Render outside the parent DOM node",
      ],
      2,
    ),
    q(
      "Which hook keeps a mutable value across renders without causing a re-render when it changes?",
      ["useState", "useEffect", "useRef", "useCallback"],
      3,
    ),
  ],
  "Node Js": [
    q(
      "Which command runs the file app.js with Node.js?",
      ["node app.js", "npm app.js", "run app.js", "nodejs --start app.js"],
      1,
    ),
    q(
      "Which file lists a Node.js project's dependencies?",
      ["node.json", "package.json", "modules.txt", "index.js"],
      2,
    ),
    q(
      "What does Node.js use to run many I/O operations without one thread per request?",
      ["An event loop with non-blocking I/O", "A new process per request", "A thread per connection", "Busy waiting"],
      1,
    ),
    q("Which built-in module reads and writes files?", ["http", "path", "fs", "os"], 3),
    q(
      "In Express, which method registers a handler for GET requests to a path?",
      ["app.fetch()", "app.get()", "app.read()", "app.route.get()"],
      2,
    ),
    q(
      "What does await do inside an async function?",
      [
        "Blocks the whole process",
        "Pauses that function until the promise settles",
        "Starts a new thread",
        "Cancels the promise",
      ],
      2,
    ),
    q(
      "Which object holds the environment variables of a Node.js process?",
      ["process.env", "global.vars", "os.environment", "require.env"],
      1,
    ),
    q(
      "Which command adds a package to a project's dependencies with npm?",
      ["npm get <name>", "npm install <name>", "npm fetch <name>", "npm add-dep <name>"],
      2,
    ),
    q(
      "What is middleware in Express?",
      [
        "A database driver",
        "A function that runs between receiving a request and sending the response",
        "A template engine",
        "A kind of route parameter",
      ],
      2,
    ),
    q("Which HTTP status code means 'Not Found'?", ["200", "301", "404", "500"], 3),
  ],
  "Android Development": [
    q(
      "Which file declares an app's activities and permissions?",
      ["build.gradle", "AndroidManifest.xml", "strings.xml", "MainActivity.kt"],
      2,
    ),
    q(
      "Which component shows one screen with a user interface?",
      ["Service", "BroadcastReceiver", "Activity", "ContentProvider"],
      3,
    ),
    q(
      "Which lifecycle method is called first when an activity is created?",
      ["onStart()", "onResume()", "onCreate()", "onRestart()"],
      3,
    ),
    q(
      "Which class shows a long, scrolling list efficiently by reusing item views?",
      ["ScrollView", "RecyclerView", "FrameLayout", "TextView"],
      2,
    ),
    q(
      "What is an Intent used for?",
      [
        "Storing preferences",
        "Asking the system to start a component such as an activity",
        "Drawing graphics",
        "Defining colours",
      ],
      2,
    ),
    q(
      "Where should user-visible text be kept so the app can be translated?",
      ["In the Kotlin code", "In res/values/strings.xml", "In the manifest", "In build.gradle"],
      2,
    ),
    q("Which language does Google recommend first for new Android apps?", ["Kotlin", "Swift", "C#", "Python"], 1),
    q(
      "Why should network calls not run on the main (UI) thread?",
      [
        "They are not allowed to use the internet",
        "They would freeze the UI while waiting",
        "They use more battery",
        "They cannot read JSON",
      ],
      2,
    ),
    q(
      "Which Jetpack library stores structured data in a local SQLite database through annotated classes?",
      ["Room", "Retrofit", "Glide", "WorkManager"],
      1,
    ),
    q(
      "What does a Toast show?",
      [
        "A dialog that needs confirmation",
        "A short message that disappears by itself",
        "A notification in the status bar",
        "A full-screen image",
      ],
      2,
    ),
  ],
  JavaScript: [
    q("Which keyword declares a variable that cannot be reassigned?", ["var", "let", "const", "static"], 3),
    q("What does typeof null return?", ["'null'", "'object'", "'undefined'", "'number'"], 2),
    q("What is the result of '2' + 2?", ["4", "'22'", "NaN", "An error"], 2),
    q(
      "Which method creates a new array with the results of calling a function on every element?",
      ["forEach()", "map()", "filter()", "reduce()"],
      2,
    ),
    q(
      "What does === check that == does not?",
      [
        "That the values are both numbers",
        "That the types are the same, without conversion",
        "That both are objects",
        "Nothing: they are identical",
      ],
      2,
    ),
    q(
      "What does JSON.parse('[1,2]') return?",
      ["The string '[1,2]'", "An array with 1 and 2", "An object with keys 1 and 2", "undefined"],
      2,
    ),
    q("Which of these values is falsy?", ["'0'", "[]", "0", "{}"], 3),
    q(
      "What does a Promise's then() callback receive when the promise resolves?",
      ["The rejection reason", "The resolved value", "Nothing", "The promise itself"],
      2,
    ),
    q(
      "Which method adds an event handler to a DOM element?",
      ["element.on()", "element.addEventListener()", "element.bind()", "element.listen()"],
      2,
    ),
    q("What is logged by console.log([1, 2, 3].length)?", ["2", "3", "4", "undefined"], 2),
  ],
};
